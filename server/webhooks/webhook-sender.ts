import { createHmac } from "node:crypto";
import { LEAD_WEBHOOK_KIND, SLACK_WEBHOOK_KIND, type WebhookKind } from "./lead-webhooks";

export interface WebhookSettings {
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  SLACK_WEBHOOK_URL?: string;
}

/** One queued notification as the outbox worker hands it over. */
export interface WebhookDelivery {
  /** The outbox row's id: the event id, the same on every attempt. */
  id: string;
  kind: WebhookKind;
  body: string;
}

export interface WebhookSender {
  /** Resolves once the receiver answered 2xx; throws otherwise (the outbox retries with its backoff). */
  send(delivery: WebhookDelivery): Promise<void>;
}

/** Well inside the outbox lease check (MAX_SEND_MS), so a slow receiver cannot outlast a claim. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed too, so a receiver can refuse replays. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

export class WebhookError extends Error {}

/**
 * Delivers over HTTP(S) with global fetch. Errors name the setting, never the URL:
 * a Slack webhook URL is itself a secret and the outbox stores and logs the error.
 */
export function createWebhookSender(settings: WebhookSettings, now: () => number = Date.now): WebhookSender {
  return {
    async send({ id, kind, body }) {
      const setting = kind === LEAD_WEBHOOK_KIND ? "LEAD_WEBHOOK_URL" : "SLACK_WEBHOOK_URL";
      const url = kind === SLACK_WEBHOOK_KIND ? settings.SLACK_WEBHOOK_URL : settings.LEAD_WEBHOOK_URL;
      if (!url) throw new WebhookError(`${setting} is not set`);
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "lead-webhooks/1" };
      if (kind === LEAD_WEBHOOK_KIND) {
        if (!settings.LEAD_WEBHOOK_SECRET) throw new WebhookError("LEAD_WEBHOOK_SECRET is not set");
        headers["x-lead-event-id"] = id;
        headers["x-lead-signature"] = signatureHeader(settings.LEAD_WEBHOOK_SECRET, body, Math.floor(now() / 1000));
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers,
          body,
          // A redirect is a failure, not something to follow with the signed body.
          redirect: "manual",
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const reason =
          cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.name) : "request failed";
        throw new WebhookError(`${setting}: ${reason}`);
      }
      // The body is not needed; dropping it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) throw new WebhookError(`${setting}: HTTP ${response.status}`);
    },
  };
}
