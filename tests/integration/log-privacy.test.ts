import { formToken, withToken } from "../support/form-tokens";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { chatQuickOptions } from "../../content/chat-widget";
import { eventually } from "../support/outbox-helpers";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";

// No email address, phone number or message text in the
// logs. Distinctive values go through every write endpoint (accepted, rejected,
// spam, oversized, cross-site, malformed, rate-limited) into the production build
// at LOG_LEVEL=debug, with a mail server that refuses them, and must not appear
// anywhere in what the process wrote.
const EMAIL = "zq-planted.7f3k@leak-check.example";
const PHONE = "070-9182-7364";
const NAME = "Plantedname Zyxwvut";
const MESSAGE = "PLANTED-MESSAGE ふくろうの森 8e1c について相談したいです。";
const needles = [
  EMAIL,
  EMAIL.split("@")[0]!,
  PHONE,
  PHONE.replace(/-/g, ""),
  NAME,
  "Zyxwvut",
  "PLANTED-MESSAGE",
  "ふくろうの森",
];

if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: log privacy test SKIPPED (run \`npm run build\`).`);

/** Refuses the visitor's address at RCPT the way Postfix does (quoting it) and every message at DATA. */
async function startRefusingSmtp() {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === EMAIL) {
        return callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      }
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () =>
        callback(Object.assign(new Error("4.3.0 Mailbox temporarily unavailable"), { responseCode: 451 })),
      );
    },
  });
  server.on("error", () => {}); // the server process may be killed mid-connection
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.skipIf(!builtServerAvailable)("logs under APPI", () => {
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let server: SpawnedServer;
  let dataDir = "";

  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    dataDir = mkdtempSync(join(tmpdir(), "log-privacy-"));
    server = await spawnServer({
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: "debug",
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: "100",
        RATE_LIMIT_WRITES_PER_MINUTE: "16",
      },
    });
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      redirect: "manual",
    });
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    post(path, JSON.stringify(body), headers);
  const contact = { name: NAME, email: EMAIL, phone: PHONE, company: "Planted Co", message: MESSAGE, language: "ja" };

  it("keeps planted addresses, phone numbers, names and messages out of stdout and stderr", async () => {
    const statuses: Record<string, number> = {};
    const note = async (label: string, response: Promise<Response>) => {
      const res = await response;
      await res.arrayBuffer();
      statuses[label] = res.status;
    };

    // Contact: accepted, as a plain form post, invalid, spam, oversized, cross-site, malformed.
    await note("valid", json("/api/contact", withToken(contact, "contact")));
    await note("noToken", json("/api/contact", contact));
    // An invalid form post comes back as the contact page, filled in (400): the values go to the visitor, never the log.
    const form = new URLSearchParams({ ...contact, email: `${EMAIL}@@` }).toString();
    await note("form", post("/api/contact", form, { "content-type": "application/x-www-form-urlencoded" }));
    await note("invalid", json("/api/contact", { ...contact, email: `${EMAIL}..`, phone: `${PHONE} `.repeat(10) }));
    await note("spam", json("/api/contact", withToken({ ...contact, website: `http://${EMAIL}` }, "contact")));
    await note("oversized", json("/api/contact", { ...contact, message: MESSAGE.repeat(2_000) }));
    await note("crossSite", json("/api/contact", contact, { origin: "https://evil.example" }));
    await note("malformed", post("/api/contact", `{"email":"${EMAIL}","phone":"${PHONE}","message":"${MESSAGE}"`));

    // Quote: created, priced, completed (its two emails fail like the contact's).
    const created = await json("/api/quotes", withToken({ name: NAME, email: EMAIL, language: "en" }, "quote"));
    statuses.quote = created.status;
    const quote = (await created.json()) as { id: string; token: string };
    const auth = { authorization: `Bearer ${quote.token}` };
    await note(
      "quotePatch",
      fetch(`${server.url}/api/quotes/${quote.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...auth },
        body: JSON.stringify({ serviceType: "maintenance", specifications: {} }),
      }),
    );
    await note(
      "quoteComplete",
      fetch(`${server.url}/api/quotes/${quote.id}/complete`, { method: "POST", headers: auth }),
    );
    await note("quoteInvalid", json("/api/quotes", { name: NAME, email: `${EMAIL} ${PHONE}`, language: "en" }));

    // Chat: the sales lead flow (name, address, request) plus free text and a rejected message.
    const sessionId = "log-privacy-session-01";
    let conversationId: string | undefined;
    const chatToken = formToken("chat");
    const say = async (label: string, content: string, type?: string) => {
      const res = await json("/api/chat", {
        messages: [{ role: "user", content, type }],
        sessionId,
        conversationId,
        language: "en",
        formToken: chatToken,
      });
      statuses[label] = res.status;
      if (res.ok) conversationId = ((await res.json()) as { conversationId: string }).conversationId;
      else await res.arrayBuffer();
    };
    await say("chatSales", chatQuickOptions.en.find((o) => o.id === "sales")!.label, "menu_selection");
    await say("chatName", NAME);
    await say("chatEmail", EMAIL);
    await say("chatRequest", `${MESSAGE} Call me on ${PHONE}.`);
    await say("chatConfirm", "yes");
    await say("chatFree", `My address is ${EMAIL} and my phone is ${PHONE}`);
    await say("chatTooLong", MESSAGE.repeat(100));

    // Until the write limit answers 429.
    for (let i = 0; i < 30 && statuses.limited !== 429; i++)
      await note("limited", json("/api/contact", { ...contact, email: "x" }));

    expect(statuses).toMatchObject({
      valid: 201,
      noToken: 403,
      form: 400,
      invalid: 400,
      spam: 201,
      oversized: 413,
      crossSite: 403,
      malformed: 400,
      quote: 201,
      quotePatch: 200,
      quoteComplete: 200,
      quoteInvalid: 400,
      chatSales: 200,
      chatName: 200,
      chatEmail: 200,
      chatRequest: 200,
      chatConfirm: 200,
      chatFree: 200,
      chatTooLong: 400,
      limited: 429,
    });

    // Six emails (contact, quote, chat lead: two each), each refused once and logged.
    await eventually(
      async () => server.events().filter((e) => e.event === "outbox_send_failed").length >= 6,
      15_000,
      "six logged delivery failures",
    );
    await server.stop();

    const events = server.events();
    const failures = events.filter((e) => e.event === "outbox_send_failed");
    // The mail server really did quote the address; the log shows only the placeholder.
    expect(failures.some((e) => String(e.error).includes("[address]"))).toBe(true);
    expect(events.some((e) => e.event === "chat_turn" && e.lead === true)).toBe(true);
    expect(events.some((e) => e.event === "quote_completed")).toBe(true);

    const log = `${server.stdout()}\n${server.stderr()}`.toLowerCase();
    const leaks = needles.filter((needle) => log.includes(needle.toLowerCase()));
    expect(leaks, `planted values found in the log:\n${log}`).toEqual([]);
  }, 60_000);
});
