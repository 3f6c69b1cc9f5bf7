import { expect } from "vitest";
import { withToken } from "./form-tokens";
import { eventually } from "./outbox-helpers";
import type { ReceivedMail, TestSmtpServer } from "./smtp-server";
import { postJson, type TestServer } from "./test-server";

/** The quote's editing token as the calculator sends it. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface CompletedQuote {
  id: string;
  /** The editing token the calculator holds. */
  token: string;
  /** The quotation's number (Q-YYMM-NNNN). */
  reference: string;
  /** The estimate email the visitor received. */
  mail: ReceivedMail;
  /** The online copy's full link in that email, its path and its view token. */
  link: string;
  viewPath: string;
  viewToken: string;
  /** The online copy's path the completing browser was given (its own token, not the emailed one). */
  browserPath: string;
  browserToken: string;
}

/**
 * A quote started, configured (a basic website of 3 pages, 3 revisions) and completed through the real API, as the
 * calculator does it, once its estimate email has reached the visitor's address.
 */
export async function completeQuote(
  t: TestServer,
  smtp: TestSmtpServer,
  {
    email,
    language = "ja",
    name = "山田 太郎",
    company,
  }: { email: string; language?: "ja" | "en"; name?: string; company?: string },
): Promise<CompletedQuote> {
  const res = await postJson(
    `${t.url}/api/quotes`,
    withToken({ name, email, language, ...(company ? { company } : {}) }, "quote"),
  );
  expect(res.status).toBe(201);
  const q = (await res.json()) as { id: string; token: string };
  const saved = await fetch(`${t.url}/api/quotes/${q.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...bearer(q.token) },
    body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 3, revisions: 3 } }),
  });
  expect(saved.status).toBe(200);
  const done = await fetch(`${t.url}/api/quotes/${q.id}/complete`, { method: "POST", headers: bearer(q.token) });
  expect(done.status).toBe(200);
  const { reference, quotationUrl } = (await done.json()) as { reference: string; quotationUrl: string };
  // Each test's visitor has an address of its own; emails of earlier tests may still be arriving.
  const mail = await eventually(async () => smtp.received.find((m) => m.envelope.to.includes(email)));
  const link = /http:\/\/localhost:3000\/quotation\/[0-9a-f-]{36}\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "");
  expect(link, "the estimate email links the online copy").not.toBeNull();
  return {
    ...q,
    reference,
    mail,
    link: link![0],
    viewPath: new URL(link![0]).pathname,
    viewToken: link![1]!,
    browserPath: quotationUrl,
    browserToken: quotationUrl.split("/").pop()!,
  };
}
