import { createHash } from "node:crypto";
import { request } from "node:http";
import { formToken, withToken } from "../support/form-tokens";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateContact } from "../../domain/forms/contact-schema";
import { createApp } from "../../server/app";
import { parseChatLeadRequest, parseChatRequest } from "../../server/chat/chat-request";
import { validateContactCard } from "../../domain/chat/contact-card-schema";
import { exampleBodies } from "../../server/openapi/example-bodies";
import { errorCodesByStatus } from "../../server/openapi/response-schemas";
import { hashQuoteToken } from "../../server/quotes/quote-token";
import { allRefs, createValidator, HTTP_METHODS, resolvePointer } from "../support/openapi-validator";
import { postJson, startTestServer, type TestServer } from "../support/test-server";

/**
 * GET /api/openapi.json describes every /api/* route the app
 * has, and what the real server answers (success and each error we can provoke)
 * matches the documented schema for that status. SQLite only: the document is
 * the same on PostgreSQL, and the dialect suites cover the behaviour.
 */

type Json = Record<string, any>;
let t: TestServer;
let limited: TestServer;
let doc: Json;
let v: ReturnType<typeof createValidator>;
const seen = new Set<string>();

beforeAll(async () => {
  [t, limited] = await Promise.all([
    startTestServer("sqlite", { RATE_LIMIT_WRITES_PER_MINUTE: "0", RATE_LIMIT_CHAT_PER_MINUTE: "0" }, undefined, {
      pages: true,
    }),
    startTestServer("sqlite", { RATE_LIMIT_WRITES_PER_MINUTE: "1", RATE_LIMIT_CHAT_PER_MINUTE: "1" }),
  ]);
  doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
  v = createValidator(doc);
});
afterAll(async () => {
  await Promise.all([t?.close(), limited?.close()]);
});

/** Asserts the response matches the document for its status, and records the status as exercised. */
async function conforms(method: string, path: string, res: Response, expected?: number) {
  if (expected !== undefined) expect(res.status, `${method} ${path}`).toBe(expected);
  expect(await v.problems(method, path, res), `${method} ${path} ${res.status}`).toEqual([]);
  seen.add(`${method} ${path} ${res.status}`);
}

function send(server: TestServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const json = body !== undefined && typeof body !== "string";
  return fetch(`${server.url}${path}`, {
    method,
    redirect: "manual",
    headers: json ? { "content-type": "application/json", ...headers } : headers,
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as string),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function newQuote(server = t) {
  return (await (await postJson(`${server.url}/api/quotes`, withToken(exampleBodies.quoteStart, "quote"))).json()) as {
    id: string;
    token: string;
  };
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with info, paths and components, served as cacheable JSON", async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(0);
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\//);

    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const etag = res.headers.get("etag")!;
    await conforms("GET", "/api/openapi.json", res, 200);
    await conforms(
      "GET",
      "/api/openapi.json",
      await fetch(`${t.url}/api/openapi.json`, { headers: { "if-none-match": etag } }),
      304,
    );
  });

  it("describes exactly the routes the app has: every /api endpoint, /healthz and /readyz", () => {
    // Wildcards are the pages' catch-all and the /api 404; every concrete route is an endpoint.
    const app = createApp({ env: t.env, files: new Map(), services: t.running.services });
    // "ALL" routes are the 405 answers to the methods a path does not have. The staff office
    // (/staff, behind its sign-in) is not part of the public API (docs/decisions/015-staff-sessions.md).
    const routed = app.routes
      .filter((r) => !r.path.includes("*") && r.method !== "ALL" && !/^\/staff(\/|$)/.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(routed).toContain("POST /api/contact");
    expect(documented.sort()).toEqual([...new Set(routed)].sort());
  });

  it("has unique operation ids, resolvable references, declared path parameters and known security schemes", () => {
    for (const ref of allRefs(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const method of HTTP_METHODS.filter((m) => item[m])) {
        const op = item[method];
        ids.push(op.operationId);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const response of Object.values<Json>(op.responses))
          expect(v.deref(response).description).toEqual(expect.any(String));
        const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => v.deref(p));
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(
            params.some((p) => p.in === "path" && p.name === name && p.required),
            `${path} declares ${name}`,
          ).toBe(true);
        }
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(Boolean)).toBe(true);
  });

  it("has a JSON Schema for every component that a validator can read, and examples that pass them", () => {
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas))
      expect(() => v.schemaValidator(schema), name).not.toThrow();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const method of HTTP_METHODS.filter((m) => item[m])) {
        const media = item[method].requestBody?.content?.["application/json"];
        if (media?.example)
          expect(v.schemaValidator(media.schema).safeParse(media.example).success, `${method} ${path} example`).toBe(
            true,
          );
      }
    }
  });

  it("describes errors with their one shape, Retry-After on 429 and 503, and the bearer token on quotes", () => {
    const op = v.operation("POST", "/api/quotes/{id}/complete");
    for (const [status, codes] of Object.entries(errorCodesByStatus)) {
      const response = op.responses[status] && v.deref(op.responses[status]);
      if (!response) continue;
      const schema = v.schemaValidator(response.content["application/json"].schema);
      expect(schema.safeParse({ ok: false, error: { code: codes[0], field: "request", message: "x" } }).success).toBe(
        true,
      );
      expect(schema.safeParse({ ok: false, error: { code: "other", field: "request", message: "x" } }).success).toBe(
        false,
      );
      if (status === "429" || status === "503") expect(Object.keys(response.headers)).toContain("Retry-After");
    }
    for (const method of ["GET", "PATCH"])
      expect(v.operation(method, "/api/quotes/{id}").security).toEqual([{ quoteToken: [] }]);
    expect(op.security).toEqual([{ quoteToken: [] }]);
    expect(doc.components.securitySchemes.quoteToken).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("the response check", () => {
  it("catches an undocumented field, a missing Retry-After and an undocumented status", async () => {
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
    const error = { ok: false, error: { code: "rateLimited", field: "request", message: "Wait." } };
    expect(await v.problems("GET", "/healthz", reply(200, { status: "ok", uptime: 1 }))).toHaveLength(1);
    expect(await v.problems("POST", "/api/contact", reply(429, error))).toEqual(["header Retry-After is missing"]);
    expect(await v.problems("POST", "/api/contact", reply(429, error, { "retry-after": "30" }))).toEqual([]);
    expect(await v.problems("GET", "/api/form-token", reply(418, {}))).toHaveLength(1);
    const notAllowed = { ok: false, error: { code: "methodNotAllowed", field: "request", message: "No." } };
    expect(await v.problems("DELETE", "/api/contact", reply(405, notAllowed, { allow: "POST" }))).toEqual([]);
    expect(await v.problems("DELETE", "/api/contact", reply(405, notAllowed, { allow: "GET, POST" }))).toHaveLength(1);
    expect(await v.problems("DELETE", "/api/contact", reply(404, notAllowed, { allow: "POST" }))).toHaveLength(1);
    expect(await v.problems("HEAD", "/healthz", new Response(null, { status: 200 }))).toEqual([]);
  });
});

describe("request schemas agree with the server's own validation", () => {
  it("gives the contact form's limits the same verdicts", () => {
    const ok = exampleBodies.contact;
    const cases: Json[] = [
      ok,
      { ...ok, phone: null, company: undefined },
      { ...ok, name: "n".repeat(100) },
      { ...ok, name: "n".repeat(101) },
      { ...ok, name: "" },
      { ...ok, email: "nope" },
      { ...ok, message: "m".repeat(5001) },
      { ...ok, phone: "p".repeat(51) },
      { ...ok, phone: "call me" },
      { ...ok, phone: "０４４－５５５－０１００" },
      { ...ok, company: 42 },
      { name: "a", email: "a@example.jp" },
    ];
    for (const body of cases) {
      const documented = v.schemaValidator(doc.components.schemas.ContactRequest).safeParse(body).success;
      expect(documented, JSON.stringify(body).slice(0, 80)).toBe(validateContact(body, "en").ok);
    }
  });

  it("gives chat requests the same verdicts as parseChatRequest", () => {
    const ok = exampleBodies.chat;
    const user = { role: "user", content: "hello" };
    const cases: Json[] = [
      ok,
      { ...ok, conversationId: "conversation-1" },
      { ...ok, conversationId: "" },
      { ...ok, conversationId: null },
      { ...ok, conversationId: "short" },
      { ...ok, conversationId: 42 },
      { ...ok, sessionId: "1234567" },
      { ...ok, sessionId: "s".repeat(100) },
      { ...ok, sessionId: "s".repeat(101) },
      { ...ok, sessionId: "<script>x" },
      { ...ok, sessionId: undefined },
      { ...ok, messages: [] },
      { ...ok, messages: "hello" },
      { ...ok, messages: Array.from({ length: 200 }, () => user) },
      { ...ok, messages: Array.from({ length: 201 }, () => user) },
      { ...ok, messages: [{ role: "system", content: "x" }, user] },
      { ...ok, messages: [{ role: "user", content: 1 }, user] },
      { ...ok, messages: [{ ...user, type: 7 }] },
      { ...ok, messages: [{ ...user, type: "menu_selection" }] },
      { ...ok, messages: [{ ...user, type: null }] },
    ];
    for (const body of cases) {
      let server = true;
      try {
        parseChatRequest(body);
      } catch {
        server = false;
      }
      const documented = v.schemaValidator(doc.components.schemas.ChatRequest).safeParse(body).success;
      expect(documented, JSON.stringify(body).slice(0, 80)).toBe(server);
    }
  });
});

describe("request schemas agree with the server's own validation (chat contact card)", () => {
  it("gives contact cards the same verdicts as parseChatLeadRequest and the card's rules", () => {
    const ok = exampleBodies.chatLead;
    const cases: Json[] = [
      ok,
      { ...ok, kind: undefined, phone: undefined, company: null, preferredTime: undefined },
      { ...ok, kind: null },
      { ...ok, kind: "billing" },
      { ...ok, preferredTime: "p".repeat(100) },
      { ...ok, preferredTime: "p".repeat(101) },
      { ...ok, preferredTime: 3 },
      { ...ok, name: "" },
      { ...ok, email: "nope" },
      { ...ok, message: "m".repeat(5001) },
      { ...ok, conversationId: "short" },
      { ...ok, conversationId: undefined },
      { ...ok, sessionId: "<script>x" },
    ];
    for (const body of cases) {
      let server = true;
      try {
        parseChatLeadRequest(body);
        server = validateContactCard(body, "en").ok;
      } catch {
        server = false;
      }
      const documented = v.schemaValidator(doc.components.schemas.ChatLeadRequest).safeParse(body).success;
      expect(documented, JSON.stringify(body).slice(0, 80)).toBe(server);
    }
  });
});

describe("real responses match the document", () => {
  it("GET /healthz, GET /readyz and GET /api/form-token", async () => {
    await conforms("GET", "/healthz", await fetch(`${t.url}/healthz`), 200);
    await conforms("GET", "/healthz", await fetch(`${t.url}/healthz?details`), 200);
    await conforms("GET", "/readyz", await fetch(`${t.url}/readyz`), 200);
    await conforms("GET", "/api/form-token", await fetch(`${t.url}/api/form-token`), 200);
    for (const form of ["contact", "quote", "chat"])
      await conforms("GET", "/api/form-token", await fetch(`${t.url}/api/form-token?form=${form}`), 200);
    await conforms("GET", "/api/form-token", await fetch(`${t.url}/api/form-token?form=other`), 400);
  });

  it("POST /api/contact: accepted, repeated, form post, and each refusal", async () => {
    const path = "/api/contact";
    const key = { "idempotency-key": `openapi-${Date.now()}` };
    const contact = () => withToken(exampleBodies.contact, "contact");
    await conforms("POST", path, await send(t, "POST", path, contact()), 201);
    const keyed = contact();
    await conforms("POST", path, await send(t, "POST", path, keyed, key), 201);
    await conforms("POST", path, await send(t, "POST", path, keyed, key), 201);
    await conforms("POST", path, await send(t, "POST", path, { ...keyed, message: "Another message" }, key), 422);
    await conforms("POST", path, await send(t, "POST", path, exampleBodies.contact), 403);
    await conforms("POST", path, await send(t, "POST", path, keyed), 403);
    const formPost = (formToken: string) =>
      new URLSearchParams({ ...exampleBodies.contact, website: "", formToken }).toString();
    const formType = { "content-type": "application/x-www-form-urlencoded" };
    await conforms("POST", path, await send(t, "POST", path, formPost(formToken("contact")), formType), 303);
    // Refused, a form post gets the contact page back, filled in, under the refusal's status.
    const refused = await send(t, "POST", path, formPost("forged"), formType);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    await conforms("POST", path, refused, 403);
    await conforms("POST", path, await send(t, "POST", path, { ...contact(), email: "nope" }), 400);
    await conforms("POST", path, await send(t, "POST", path, "{not json", { "content-type": "application/json" }), 400);
    await conforms("POST", path, await send(t, "POST", path, contact(), { "idempotency-key": "has space" }), 400);
    await conforms("POST", path, await send(t, "POST", path, contact(), { origin: "https://evil.example" }), 403);
    await conforms("POST", path, await send(t, "POST", path, { ...contact(), message: "x".repeat(70_000) }), 413);
    await conforms("POST", path, await send(t, "POST", path, "hello", { "content-type": "text/plain" }), 415);
  });

  it("POST /api/chat: a reply, its follow-up, and each refusal", async () => {
    const path = "/api/chat";
    const chat = withToken(exampleBodies.chat, "chat");
    const first = await send(t, "POST", path, chat);
    const { conversationId } = await first.clone().json();
    await conforms("POST", path, first, 200);
    const next = { ...chat, conversationId, messages: [{ role: "user", content: "Thank you" }] };
    await conforms("POST", path, await send(t, "POST", path, next), 200);
    await conforms("POST", path, await send(t, "POST", path, exampleBodies.chat), 403);
    await conforms("POST", path, await send(t, "POST", path, { ...chat, messages: [] }), 400);
    await conforms(
      "POST",
      path,
      await send(t, "POST", path, exampleBodies.chat, { "sec-fetch-site": "cross-site" }),
      403,
    );
    await conforms("POST", path, await send(t, "POST", path, { ...exampleBodies.chat, pad: "x".repeat(70_000) }), 413);
    await conforms(
      "POST",
      path,
      await send(t, "POST", path, "message=hi", { "content-type": "application/x-www-form-urlencoded" }),
      415,
    );
  });

  it("GET /api/chat/{id}/events and /messages: the conversation's token opens them, nothing else", async () => {
    const started = await send(
      t,
      "POST",
      "/api/chat",
      withToken({ ...exampleBodies.chat, sessionId: "session-live" }, "chat"),
    );
    const { conversationId, conversationToken } = await started.json();
    for (const path of [`/api/chat/${conversationId}/events`, `/api/chat/${conversationId}/messages`]) {
      const documentedPath = path.replace(conversationId, "{id}");
      await conforms("GET", documentedPath, await send(t, "GET", `${path}?token=${conversationToken}`), 200);
      await conforms("GET", documentedPath, await send(t, "GET", `${path}?token=${"x".repeat(43)}`), 404);
    }
  });

  it("POST /api/chat/{id}/email and /reopen: the conversation's token, an emailed link's token, nothing else", async () => {
    const started = await send(
      t,
      "POST",
      "/api/chat",
      withToken({ ...exampleBodies.chat, sessionId: "session-email" }, "chat"),
    );
    const { conversationId, conversationToken } = await started.json();
    const email = `/api/chat/${conversationId}/email`;
    const reopen = `/api/chat/${conversationId}/reopen`;
    const db = t.running.services.db;
    // What a handoff and an emailed answer leave on the conversation (their own tests make them for real).
    const link = "L".repeat(43);
    await db
      .updateTable("chat_conversations")
      .set({
        handoff_reason: "asked_for_person",
        handed_off_at: new Date().toISOString(),
        reopen_token_hash: createHash("sha256").update(link).digest("hex"),
        reopen_expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .where("id", "=", conversationId)
      .execute();
    const given = { token: conversationToken, email: "taro@example.jp" };
    await conforms("POST", "/api/chat/{id}/email", await send(t, "POST", email, given), 200);
    await conforms("POST", "/api/chat/{id}/email", await send(t, "POST", email, { ...given, email: "nope" }), 400);
    await conforms("POST", "/api/chat/{id}/email", await send(t, "POST", email, { ...given, token: link }), 404);
    await conforms("POST", "/api/chat/{id}/reopen", await send(t, "POST", reopen, { token: conversationToken }), 404);
    await conforms("POST", "/api/chat/{id}/reopen", await send(t, "POST", reopen, { token: link }), 200);
  });

  it("POST /api/chat/lead: a contact card stored, and each refusal", async () => {
    const path = "/api/chat/lead";
    const sessionId = "session-openapi-card";
    const started = await send(t, "POST", "/api/chat", withToken({ ...exampleBodies.chat, sessionId }, "chat"));
    const { conversationId } = await started.json();
    const card = withToken({ ...exampleBodies.chatLead, conversationId, sessionId }, "chat");
    await conforms("POST", path, await send(t, "POST", path, card), 201);
    await conforms("POST", path, await send(t, "POST", path, { ...card, email: "nope" }), 400);
    await conforms("POST", path, await send(t, "POST", path, { ...card, conversationId: "short" }), 400);
    await conforms("POST", path, await send(t, "POST", path, { ...card, sessionId: "session-of-another" }), 404);
    await conforms("POST", path, await send(t, "POST", path, { ...card, formToken: "forged" }), 403);
    await conforms("POST", path, await send(t, "POST", path, card, { origin: "https://evil.example" }), 403);
    await conforms("POST", path, await send(t, "POST", path, { ...card, pad: "x".repeat(70_000) }), 413);
    await conforms("POST", path, await send(t, "POST", path, "name=x", { "content-type": "text/plain" }), 415);
  });

  it("the quote lifecycle: start, read, save, complete, and each refusal", async () => {
    const key = { "idempotency-key": `quote-${Date.now()}` };
    const start = withToken(exampleBodies.quoteStart, "quote");
    await conforms("POST", "/api/quotes", await send(t, "POST", "/api/quotes", start, key), 201);
    await conforms("POST", "/api/quotes", await send(t, "POST", "/api/quotes", start, key), 409);
    await conforms("POST", "/api/quotes", await send(t, "POST", "/api/quotes", { ...start, name: "Other" }, key), 422);
    await conforms("POST", "/api/quotes", await send(t, "POST", "/api/quotes", exampleBodies.quoteStart), 403);
    await conforms(
      "POST",
      "/api/quotes",
      await send(t, "POST", "/api/quotes", { ...exampleBodies.quoteStart, email: "nope" }),
      400,
    );
    await conforms(
      "POST",
      "/api/quotes",
      await send(t, "POST", "/api/quotes", exampleBodies.quoteStart, { origin: "https://evil.example" }),
      403,
    );
    await conforms(
      "POST",
      "/api/quotes",
      await send(t, "POST", "/api/quotes", "x", { "content-type": "text/plain" }),
      415,
    );

    const q = await newQuote();
    const one = `/api/quotes/${q.id}`;
    const item = "/api/quotes/{id}";
    const done = "/api/quotes/{id}/complete";
    await conforms("GET", item, await send(t, "GET", one, undefined, bearer(q.token)), 200);
    await conforms("GET", item, await send(t, "GET", one, undefined, bearer("wrong-token")), 404);
    await conforms("POST", done, await send(t, "POST", `${one}/complete`, undefined, bearer(q.token)), 422);
    await conforms(
      "PATCH",
      item,
      await send(t, "PATCH", one, { serviceType: "web-basic", specifications: { pages: 0 } }, bearer(q.token)),
      422,
    );
    await conforms(
      "PATCH",
      item,
      await send(t, "PATCH", one, "{", { "content-type": "application/json", ...bearer(q.token) }),
      400,
    );
    await conforms("PATCH", item, await send(t, "PATCH", one, exampleBodies.quoteChange), 404);
    await conforms("PATCH", item, await send(t, "PATCH", one, { pad: "x".repeat(70_000) }, bearer(q.token)), 413);
    await conforms("PATCH", item, await send(t, "PATCH", one, exampleBodies.quoteChange, bearer(q.token)), 200);
    await conforms("GET", item, await send(t, "GET", one, undefined, bearer(q.token)), 200);
    await conforms(
      "POST",
      done,
      await send(t, "POST", `${one}/complete`, "x", { "content-type": "text/plain", ...bearer(q.token) }),
      415,
    );
    await conforms(
      "POST",
      done,
      await send(t, "POST", `${one}/complete`, exampleBodies.quoteComplete, bearer(q.token)),
      200,
    );
    await conforms("POST", done, await send(t, "POST", `${one}/complete`, undefined, bearer(q.token)), 409);
    await conforms("PATCH", item, await send(t, "PATCH", one, exampleBodies.quoteChange, bearer(q.token)), 409);
    await conforms("GET", item, await send(t, "GET", one, undefined, bearer(q.token)), 200);
    await conforms(
      "POST",
      done,
      await send(t, "POST", "/api/quotes/unknown/complete", undefined, bearer(q.token)),
      404,
    );
  });

  it("the quotation: its PDF, the online copy, acceptance and expiry, and each refusal", async () => {
    const q = await newQuote();
    const one = `/api/quotes/${q.id}`;
    const db = t.running.services.db;
    await send(t, "PATCH", one, exampleBodies.quoteChange, bearer(q.token));
    await conforms("GET", "/api/quotes/{id}/pdf", await send(t, "GET", `${one}/pdf`, undefined, bearer(q.token)), 409);
    await send(t, "POST", `${one}/complete`, undefined, bearer(q.token));
    await conforms("GET", "/api/quotes/{id}/pdf", await send(t, "GET", `${one}/pdf`, undefined, bearer(q.token)), 200);
    await conforms("GET", "/api/quotes/{id}/pdf", await send(t, "GET", `${one}/pdf`), 404);
    // The view token arrives by email; here a known one takes the place of the one issued.
    const view = "v".repeat(43);
    await db
      .updateTable("quotes")
      .set({ mailed_token_hash: hashQuoteToken(view) })
      .where("id", "=", q.id)
      .execute();
    const page = `/quotation/${q.id}/${view}`;
    const wrong = `/quotation/${q.id}/${q.token}`;
    await conforms("GET", "/quotation/{id}/{token}", await send(t, "GET", page), 200);
    await conforms("GET", "/quotation/{id}/{token}", await send(t, "GET", wrong), 404);
    await conforms("GET", "/quotation/{id}/{token}/pdf", await send(t, "GET", `${page}/pdf`), 200);
    await conforms("GET", "/quotation/{id}/{token}/pdf", await send(t, "GET", `${wrong}/pdf`), 404);
    const accept = `${one}/accept`;
    await conforms("POST", "/api/quotes/{id}/accept", await send(t, "POST", accept, undefined, bearer(q.token)), 404);
    await conforms("POST", "/quotation/{id}/{token}/accept", await send(t, "POST", `${wrong}/accept`), 404);
    const validUntil = (iso: string) =>
      db.updateTable("quotes").set({ valid_until: iso }).where("id", "=", q.id).execute();
    await validUntil("2020-01-01T14:59:59.999Z");
    await conforms("POST", "/api/quotes/{id}/accept", await send(t, "POST", accept, undefined, bearer(view)), 410);
    await conforms("POST", "/quotation/{id}/{token}/accept", await send(t, "POST", `${page}/accept`), 410);
    await validUntil("2099-01-01T14:59:59.999Z");
    const formPost = { "content-type": "application/x-www-form-urlencoded" };
    await conforms(
      "POST",
      "/quotation/{id}/{token}/accept",
      await send(t, "POST", `${page}/accept`, "ordererName=&confirm=on", formPost),
      422,
    );
    await conforms(
      "POST",
      "/api/quotes/{id}/accept",
      await send(t, "POST", accept, { ordererName: "Jane Doe" }, bearer(view)),
      422,
    );
    await conforms(
      "POST",
      "/quotation/{id}/{token}/accept",
      await send(t, "POST", `${page}/accept`, "ordererName=Jane+Doe&purchaseOrder=PO-7&confirm=on", formPost),
      303,
    );
    await conforms("POST", "/api/quotes/{id}/accept", await send(t, "POST", accept, undefined, bearer(view)), 200);
  });

  it("429 with Retry-After once a client's writes or chat messages pass their limits", async () => {
    // Each purpose has its own budget (one a minute on this server): the first call spends it.
    const q = await newQuote(limited);
    const one = `/api/quotes/${q.id}`;
    await send(limited, "POST", "/api/contact", withToken(exampleBodies.contact, "contact"));
    await conforms(
      "POST",
      "/api/contact",
      await send(limited, "POST", "/api/contact", withToken(exampleBodies.contact, "contact")),
      429,
    );
    await conforms(
      "POST",
      "/api/quotes",
      await send(limited, "POST", "/api/quotes", withToken(exampleBodies.quoteStart, "quote")),
      429,
    );
    await send(limited, "PATCH", one, exampleBodies.quoteChange, bearer(q.token));
    await conforms(
      "PATCH",
      "/api/quotes/{id}",
      await send(limited, "PATCH", one, exampleBodies.quoteChange, bearer(q.token)),
      429,
    );
    await send(limited, "POST", `${one}/complete`, undefined, bearer(q.token));
    await conforms(
      "POST",
      "/api/quotes/{id}/complete",
      await send(limited, "POST", `${one}/complete`, undefined, bearer(q.token)),
      429,
    );
    await conforms(
      "POST",
      "/api/chat",
      await send(limited, "POST", "/api/chat", withToken(exampleBodies.chat, "chat")),
      200,
    );
    await conforms(
      "POST",
      "/api/chat",
      await send(limited, "POST", "/api/chat", withToken(exampleBodies.chat, "chat")),
      429,
    );
    // The contact card shares the chat's budget.
    await conforms(
      "POST",
      "/api/chat/lead",
      await send(limited, "POST", "/api/chat/lead", withToken(exampleBodies.chatLead, "chat")),
      429,
    );
  });

  it("the analytics beacon: 204 for a page view, 400 for a malformed one, 415 for another type", async () => {
    const browser = {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36",
    };
    await conforms("POST", "/api/events", await send(t, "POST", "/api/events", exampleBodies.event, browser), 204);
    await conforms("POST", "/api/events", await send(t, "POST", "/api/events", { t: "pageview" }, browser), 400);
    await conforms(
      "POST",
      "/api/events",
      await send(t, "POST", "/api/events", "<event/>", { ...browser, "content-type": "application/xml" }),
      415,
    );
  });

  it("503 with Retry-After while the database is locked, for every write", async () => {
    const q = await newQuote();
    await send(t, "PATCH", `/api/quotes/${q.id}`, exampleBodies.quoteChange, bearer(q.token));
    const cardBody = { ...exampleBodies.chatLead, sessionId: "session-locked-card" };
    const cardChat = await send(
      t,
      "POST",
      "/api/chat",
      withToken({ ...exampleBodies.chat, sessionId: cardBody.sessionId }, "chat"),
    );
    const cardConversation = ((await cardChat.json()) as { conversationId: string }).conversationId;
    const lock = new BetterSqlite3(join(t.env.DATA_DIR, "site.db"));
    lock.exec("BEGIN EXCLUSIVE");
    try {
      const [contact, chat, card, start, save, complete] = await Promise.all([
        send(t, "POST", "/api/contact", withToken(exampleBodies.contact, "contact")),
        send(t, "POST", "/api/chat", withToken({ ...exampleBodies.chat, sessionId: "session-locked-db" }, "chat")),
        send(t, "POST", "/api/chat/lead", withToken({ ...cardBody, conversationId: cardConversation }, "chat")),
        send(t, "POST", "/api/quotes", withToken(exampleBodies.quoteStart, "quote")),
        send(t, "PATCH", `/api/quotes/${q.id}`, exampleBodies.quoteChange, bearer(q.token)),
        send(t, "POST", `/api/quotes/${q.id}/complete`, undefined, bearer(q.token)),
      ]);
      await conforms("POST", "/api/contact", contact, 503);
      await conforms("POST", "/api/chat", chat, 503);
      await conforms("POST", "/api/chat/lead", card, 503);
      await conforms("POST", "/api/quotes", start, 503);
      await conforms("PATCH", "/api/quotes/{id}", save, 503);
      await conforms("POST", "/api/quotes/{id}/complete", complete, 503);
    } finally {
      lock.exec("ROLLBACK");
      lock.close();
    }
  });

  it("exercised every documented success and every error status but 500", () => {
    const documented = new Set<string>();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const method of HTTP_METHODS.filter((m) => item[m])) {
        for (const status of Object.keys(item[method].responses))
          documented.add(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    const successes = [...documented].filter((d) => /\s[23]\d\d$/.test(d));
    expect(successes.filter((d) => !seen.has(d))).toEqual([]);
    const statuses = (set: Iterable<string>) =>
      new Set([...set].map((d) => d.split(" ")[2]).filter((s) => s !== "500"));
    expect([...statuses(documented)].filter((s) => !statuses(seen).has(s))).toEqual([]);
    for (const d of seen) expect(documented, d).toContain(d);
  });
});

/** A request as sent, any method (fetch refuses TRACE), with repeatable headers; the answer as a Response. */
function rawSend(
  method: string,
  path: string,
  headers: Record<string, string | string[]> = {},
  body?: string,
): Promise<Response> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method,
        headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(", ") : v);
          const bytes = Buffer.concat(chunks);
          resolve(
            new Response([204, 304].includes(res.statusCode!) ? null : bytes, {
              status: res.statusCode!,
              headers: out,
            }),
          );
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("every method and content type on every path answers as documented", () => {
  const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];
  const form = (body: object) =>
    new URLSearchParams(
      Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
    ).toString();
  const examples: Record<string, object> = {
    "/api/contact": exampleBodies.contact,
    "/api/chat": exampleBodies.chat,
    "/api/chat/lead": exampleBodies.chatLead,
    "/api/quotes": exampleBodies.quoteStart,
    "/api/quotes/{id}": exampleBodies.quoteChange,
    "/api/quotes/{id}/complete": exampleBodies.quoteComplete,
  };
  /** No body, then the example in every type a client might pick. */
  const bodies = (path: string): ([string, string] | null)[] => {
    const example = examples[path] ?? {};
    return [
      null,
      ["application/json", JSON.stringify(example)],
      ["application/x-www-form-urlencoded", form(example)],
      ["text/plain", JSON.stringify(example)],
      [
        "multipart/form-data; boundary=x",
        `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nTaro\r\n--x--\r\n`,
      ],
      ["application/xml", "<contact/>"],
    ];
  };

  it("every method: the documented answers for the path's operations, 405 with Allow for the rest", async () => {
    const q = await newQuote();
    for (const path of Object.keys(doc.paths)) {
      const url = path.replace("{id}", q.id);
      const allow = v.allowedMethods(path);
      for (const method of methods) {
        const res = await rawSend(method, url, bearer(q.token));
        const status = res.status;
        expect(await v.problems(method, path, res), `${method} ${path} ${status}`).toEqual([]);
        if (!allow.includes(method)) expect(status, `${method} ${path}`).toBe(405);
        else expect(status, `${method} ${path}`).not.toBe(405);
      }
    }
  });

  it("every content type: documented types are read, any other is 415 (quotes are JSON only)", async () => {
    for (const path of Object.keys(doc.paths)) {
      for (const method of v.allowedMethods(path).filter((m) => m !== "GET" && m !== "HEAD")) {
        const op = v.operation(method, path);
        const types = Object.keys(op.requestBody?.content ?? {});
        for (const body of bodies(path)) {
          // A fresh quote each time: a save or a completion must not change what the next request meets.
          const q = await newQuote();
          const headers = { ...bearer(q.token), ...(body ? { "content-type": body[0] } : {}) };
          const res = await rawSend(method, path.replace("{id}", q.id), headers, body?.[1]);
          const label = `${method} ${path} ${body?.[0] ?? "no body"} ${res.status}`;
          expect(await v.problems(method, path, res), label).toEqual([]);
          const documentedType = body !== null && types.includes(body[0].split(";")[0]!);
          if (body !== null && !documentedType) expect(res.status, label).toBe(415);
          if (documentedType) expect(res.status, label).not.toBe(415);
        }
      }
    }
  });

  it("a repeated Authorization header is the documented 404, whatever the tokens", async () => {
    const q = await newQuote();
    const other = await newQuote();
    const cases: [string, string, string, string | undefined][] = [
      ["GET", "/api/quotes/{id}", `/api/quotes/${q.id}`, undefined],
      ["PATCH", "/api/quotes/{id}", `/api/quotes/${q.id}`, JSON.stringify(exampleBodies.quoteChange)],
      ["POST", "/api/quotes/{id}/complete", `/api/quotes/${q.id}/complete`, undefined],
    ];
    for (const [method, path, url, body] of cases) {
      for (const pair of [
        [`Bearer ${q.token}`, `Bearer ${q.token}`],
        [`Bearer ${q.token}`, `Bearer ${other.token}`],
        [`Bearer ${other.token}`, `Bearer ${q.token}`],
      ]) {
        const headers = { authorization: pair, ...(body ? { "content-type": "application/json" } : {}) };
        const res = await rawSend(method, url, headers, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await v.problems(method, path, res)).toEqual([]);
      }
    }
    // The quote is untouched and still answers its one token.
    expect((await send(t, "GET", `/api/quotes/${q.id}`, undefined, bearer(q.token))).status).toBe(200);
  });
});
