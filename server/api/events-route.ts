import { RateLimiterMemory } from "rate-limiter-flexible";
import { eventRow, storeEvent } from "../analytics/collect";
import { isBotUserAgent } from "../analytics/bots";
import { plausibleVital } from "../analytics/vital-bounds";
import { DEFAULT_VISITORS_PER_NETWORK } from "../analytics/visitor-cap";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, mediaType, readBodyText } from "../http/guards";
import { createRateLimits } from "../http/rate-limit";
import { requestLanguage } from "../http/request-language";
import type { Services } from "../services";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, param, writeGuards } from "../openapi/route-parts";
import { exampleBodies } from "../openapi/example-bodies";
import { analyticsEventRequestSchema } from "../openapi/request-schemas";

/** Beacons per client IP and minute: an office of some 30 people behind one IP, each page sending up to four. */
export const DEFAULT_EVENTS_PER_MINUTE = 600;

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** The visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export function optedOut(request: Request): boolean {
  return request.headers.get("sec-gpc") === "1" || request.headers.get("dnt") === "1";
}

export const eventsRoute = defineRoute({
  method: "post",
  path: "/api/events",
  operationId: "recordAnalyticsEvent",
  tags: ["analytics"],
  summary: "The first-party analytics beacon: a page view or one Web Vitals value",
  description:
    'Sent by the pages with navigator.sendBeacon (text/plain JSON). Always 204 and never a cookie; a request with DNT: 1 or Sec-GPC: 1, from a bot\'s user agent, or with a Web Vitals value no page can have, is answered the same and stored nowhere. A path the site does not serve counts as "(other)" (docs/decisions/017-cookieless-analytics.md).',
  parameters: [param("Language")],
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: analyticsEventRequestSchema, example: exampleBodies.event },
        "text/plain": { schema: { type: "string", description: "The same JSON, as sendBeacon posts a string." } },
      },
    },
  },
  responses: {
    "204": { description: "Recorded, or dropped (opted out, bot, implausible Web Vitals value)." },
    ...errors(400, ...writeGuards),
  },
});

/**
 * POST /api/events: the analytics beacon (docs/decisions/017-cookieless-analytics.md).
 * Always 204 and never a cookie; an opted-out visitor, a bot or an implausible Web
 * Vitals value is answered the same way and nothing is stored.
 */
export function registerEventRoutes(api: ApiRouter, services: Services) {
  const { env, db } = services;
  // Counted in this process, like rendered pages: a beacon is cheap, and its budget
  // must not cost a round trip to a shared store on every page view.
  const perMinute = env.RATE_LIMIT_EVENTS_PER_MINUTE ?? DEFAULT_EVENTS_PER_MINUTE;
  const limits = createRateLimits({
    events: perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: "events" }) : undefined,
  });
  const site = new URL(env.SITE_URL).origin;
  const visitorsPerNetwork = env.ANALYTICS_VISITORS_PER_IP ?? DEFAULT_VISITORS_PER_NETWORK;

  api.openapi(eventsRoute, async (c) => {
    const request = c.req.raw;
    const language = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, language);
    // sendBeacon posts a string as text/plain, which needs no preflight.
    const type = mediaType(request);
    if (type !== "text/plain" && type !== "application/json") throw ApiError.of(415, "unsupportedType", language);
    const userAgent = request.headers.get("user-agent");
    if (optedOut(request) || isBotUserAgent(userAgent)) return noContent();
    const ip = clientIp(c, env.TRUST_PROXY);
    await limits.consume("events", ip, language);
    let body: unknown;
    try {
      body = JSON.parse(await readBodyText(request, language));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw ApiError.of(400, "malformed", language, "body");
    }
    const event = analyticsEventRequestSchema.safeParse(body);
    if (!event.success) throw ApiError.of(400, "malformed", language, "body");
    // Dropped, not clamped: a value no page can have must not move a percentile.
    if (event.data.t === "vital" && !plausibleVital(event.data.m, event.data.v)) return noContent();
    await storeEvent(db, await eventRow(db, event.data, { ip, userAgent: userAgent!, site, visitorsPerNetwork }));
    return noContent();
  });
}
