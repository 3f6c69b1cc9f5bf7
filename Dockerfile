# syntax=docker/dockerfile:1
# Multi-stage image: build with dev dependencies, run with production dependencies only, as a non-root user.
# Settings baked into the prerendered pages (SITE_URL, embed URLs, the retention periods the privacy policy
# states) are build arguments:
#   docker build --build-arg SITE_URL=https://www.example.jp --build-arg RETENTION_MONTHS=12 -t tamagawa-site .

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
ARG SITE_URL=http://localhost:3000
ARG VIDEO_EMBED_URL
ARG SCHEDULER_URL
ARG MAP_EMBED_URL
ARG RETENTION_MONTHS
ARG INCOMPLETE_QUOTE_RETENTION_DAYS
ENV SITE_URL=$SITE_URL VIDEO_EMBED_URL=$VIDEO_EMBED_URL SCHEDULER_URL=$SCHEDULER_URL MAP_EMBED_URL=$MAP_EMBED_URL \
    RETENTION_MONTHS=$RETENTION_MONTHS INCOMPLETE_QUOTE_RETENTION_DAYS=$INCOMPLETE_QUOTE_RETENTION_DAYS
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
# The purge job applies the periods the baked privacy policy states (empty: the defaults).
ARG RETENTION_MONTHS
ARG INCOMPLETE_QUOTE_RETENTION_DAYS
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data \
    RETENTION_MONTHS=$RETENTION_MONTHS INCOMPLETE_QUOTE_RETENTION_DAYS=$INCOMPLETE_QUOTE_RETENTION_DAYS
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM lets in-flight requests finish and the outbox worker stop (at most 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "build/app-server/main.js"]
