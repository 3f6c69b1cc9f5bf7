import { withToken } from "../support/form-tokens";
import { hasEncodedWord, hasForbiddenCharacters, hasLink } from "../../domain/forms/single-line-text";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs } from "../../playwright.config";
import type { ReceivedMail } from "../support/smtp-server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { postJson, startTestServer, type TestServer } from "../support/test-server";
import { xssPayloads, xssTrapScript, type XssPayload } from "../support/xss-payloads";

/**
 * 208 XSS payloads (Japanese and English) through every stored
 * field that reaches an email — contact name, company and message, the
 * quote's name, the chat lead's name and request — then every email as the real
 * SMTP server received it, opened in Chromium. Mail clients render HTML without
 * our CSP, so the pages here have none: the escaping alone must keep every
 * payload inert. The company's copies must show the payload as typed (HTML and
 * text); the visitor's copies must not contain it at all (they quote nothing typed).
 */

const codePoints = (s: string) => [...s].length;
/** Field limits of the contact form (domain/forms/contact-schema.ts). */
const fits = (text: string, max: number) => codePoints(text.trim()) <= max;
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

interface Planted {
  payload: XssPayload;
  /** Where the payload went, for the report. */
  fields: string[];
}

describe("XSS payloads in every stored field, rendered in the emails", () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  let browser: Browser;
  const planted = new Map<string, Planted>();
  const fieldCounts: Record<string, number> = {};
  const count = (field: string) => (fieldCounts[field] = (fieldCounts[field] ?? 0) + 1);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer("sqlite", {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await smtp?.stop();
  });

  /** A one-line field takes the payload unless it is too long, holds control characters, or (names, companies) a link or an encoded word. */
  const oneLine = (text: string, max: number, noLinks: boolean) =>
    fits(text, max) && !hasForbiddenCharacters(text.trim()) && !(noLinks && (hasLink(text) || hasEncodedWord(text)));

  /** A contact message with the payload in every field it fits. */
  async function contact(p: XssPayload) {
    const email = `contact-${p.id}@example.jp`;
    const language = p.id % 2 ? "ja" : "en";
    const name = oneLine(p.text, 100, true) ? p.text : `検証 ${p.id}`;
    // A phone holds only digits, spaces, + ( ) and - (domain/forms/phone-number.ts): no payload gets in there.
    const phone = "044-555-0100";
    const company = oneLine(p.text, 200, true) ? p.text : undefined;
    const res = await postJson(
      `${t.url}/api/contact`,
      withToken({ name, email, phone, company, message: p.text, language }, "contact"),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    planted.set(email, {
      payload: p,
      fields: ["message", ...(name === p.text ? ["name"] : []), ...(company ? ["company"] : [])],
    });
    for (const f of planted.get(email)!.fields) count(`contact ${f}`);
  }

  /** A quote started with the payload as the name, configured and completed (both quote emails). */
  async function quote(p: XssPayload) {
    const email = `quote-${p.id}@example.jp`;
    if (!oneLine(p.text, 100, true)) return;
    const res = await postJson(
      `${t.url}/api/quotes`,
      withToken({ name: p.text, email, language: p.id % 2 ? "en" : "ja" }, "quote"),
    );
    expect(res.status).toBe(201);
    const { id, token } = (await res.json()) as { id: string; token: string };
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const saved = await fetch(`${t.url}/api/quotes/${id}`, {
      method: "PATCH",
      headers: auth,
      body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 2 } }),
    });
    expect(saved.status).toBe(200);
    const done = await fetch(`${t.url}/api/quotes/${id}/complete`, {
      method: "POST",
      headers: { authorization: auth.authorization },
    });
    expect(done.status).toBe(200);
    planted.set(email, { payload: p, fields: ["name"] });
    count("quote name");
  }

  /** "Contact Sales" in the chat with the payload as the name and as the request. */
  async function chatLead(p: XssPayload) {
    const email = `chat-${p.id}@example.jp`;
    const language = p.id % 2 ? "en" : "ja";
    const sessionId = `xss-session-${p.id}`;
    let conversationId: string | null = null;
    const name = oneLine(p.text, 100, true) ? p.text : `検証 ${p.id}`;
    const turns: [string, string | undefined][] = [
      [language === "ja" ? "営業へのお問い合わせ" : "Contact Sales", "menu_selection"],
      [name, undefined],
      [email, undefined],
      [p.text, undefined],
      [language === "ja" ? "はい" : "yes", undefined],
    ];
    let last = "";
    let nameTaken = true;
    for (const [index, [content, type]] of turns.entries()) {
      const res = await postJson(
        `${t.url}/api/chat`,
        withToken(
          { messages: [{ role: "user", content, ...(type ? { type } : {}) }], sessionId, conversationId, language },
          "chat",
        ),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { message: string; conversationId: string };
      conversationId = body.conversationId;
      last = body.message;
      // The assistant takes a name only from a name-like span: a payload it refuses is asked for again, and a
      // plain name answers (the payload still goes through the message).
      if (index === 1 && !body.message.includes(content.slice(0, 2))) {
        nameTaken = false;
        const again = await postJson(
          `${t.url}/api/chat`,
          withToken(
            { messages: [{ role: "user", content: "山田 太郎" }], sessionId, conversationId, language },
            "chat",
          ),
        );
        expect(again.status).toBe(200);
      }
    }
    // The final answer, after the details are read back and confirmed, confirms the lead; the contact message and its two emails exist only then.
    expect(last, `lead not taken for payload ${p.id}`).toContain(email);
    planted.set(email, { payload: p, fields: ["message", ...(name === p.text && nameTaken ? ["name"] : [])] });
    for (const f of planted.get(email)!.fields) count(`chat lead ${f}`);
  }

  const toCompany = (mail: ReceivedMail) => mail.envelope.to.includes("inbox@tamagawa-digital.jp");

  /** The payload this email was about: its recipient, or its Reply-To for the company's copy. */
  function plantedFor(mail: ReceivedMail): Planted {
    const addresses = [...mail.envelope.to, mail.parsed.header("reply-to") ?? ""].join(" ");
    const address = /(?:contact|quote|chat)-\d+@example\.jp/.exec(addresses)?.[0];
    const found = address ? planted.get(address) : undefined;
    if (!found) throw new Error(`an email no payload explains: ${mail.parsed.header("subject")}`);
    return found;
  }

  /**
   * Each email frame as rendered: trap calls, visible text, and everything that could
   * run or load there (script-capable elements, event handlers, script URLs). One
   * round trip for a whole batch; the srcdoc frames are same-origin with the page.
   */
  async function renderedFrames(page: Page) {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll("iframe")).map((iframe) => {
        const win = iframe.contentWindow as (Window & { __xssCalls?: number[] }) | null;
        const doc = iframe.contentDocument!;
        const dangerous: string[] = [];
        const risky = new Set([
          "script",
          "iframe",
          "frame",
          "object",
          "embed",
          "svg",
          "math",
          "img",
          "video",
          "audio",
          "source",
          "input",
          "button",
          "form",
          "base",
          "meta",
          "link",
          "style",
          "details",
          "marquee",
          "noscript",
          "template",
          "textarea",
        ]);
        for (const el of Array.from(doc.querySelectorAll("*"))) {
          const tag = el.tagName.toLowerCase();
          // The one image of the frame: the logo, embedded in the message itself.
          if (tag === "img" && el.getAttribute("src") === "cid:logo@tamagawa-digital.jp" && el.attributes.length === 5)
            continue;
          if (risky.has(tag)) dangerous.push(`<${tag}>`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) dangerous.push(`${tag}[${attr.name}]`);
            if (/^\s*(?:javascript|vbscript|data):/i.test(attr.value))
              dangerous.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
          }
        }
        return { calls: win?.__xssCalls ?? null, text: doc.body?.innerText ?? "", dangerous };
      }),
    );
  }

  it(
    `plants ${xssPayloads.length} payloads in the contact, quote and chat-lead fields and renders all their emails inert in Chromium (HTML without CSP, and text)`,
    { timeout: 240_000 },
    async () => {
      expect(xssPayloads.length).toBeGreaterThanOrEqual(200);
      // A few at a time: quick, without leaning on the server harder than a busy day would.
      for (let i = 0; i < xssPayloads.length; i += 8) {
        await Promise.all(xssPayloads.slice(i, i + 8).map((p) => Promise.all([contact(p), quote(p), chatLead(p)])));
      }
      for (const field of ["contact message", "chat lead message"]) {
        expect(fieldCounts[field] ?? 0, `payloads through ${field}`).toBeGreaterThanOrEqual(200);
      }
      // Names and companies refuse links (and every one-line field control characters): those payloads go through the message only.
      for (const field of ["contact name", "contact company", "quote name"]) {
        expect(fieldCounts[field] ?? 0, `payloads through ${field}`).toBeGreaterThanOrEqual(150);
      }

      const expected = [...planted.keys()].length * 2;
      const mails = await smtp.waitFor(expected, 120_000);
      expect(mails.length).toBe(expected);

      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("dialog", (d) => {
        problems.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) problems.push(`csp: ${m.text()}`);
      });
      // Runs in every frame, so each email's own document has the trap too.
      await page.addInitScript(xssTrapScript);
      // No CSP header: mail clients do not have ours. Nothing leaves the machine either.
      let current = { type: "text/html", body: "" };
      await context.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.host === "mail.test")
          return route.fulfill({ contentType: `${current.type}; charset=utf-8`, body: current.body });
        problems.push(`request from an email: ${url.href.slice(0, 120)}`);
        return route.fulfill({ status: 204, body: "" });
      });

      // Emails go in batches, each in its own iframe document (srcdoc, no sandbox): far quicker
      // than a navigation each. The first frame is a control that must trip the trap, which
      // proves the trap is armed in every frame.
      const CONTROL = -1;
      const control = `<img src=x onerror="__xss(${CONTROL})"><script>__xss(${CONTROL})</script>`;
      const attr = (html: string) => html.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      let rendered = 0;
      for (let start = 0; start < mails.length; start += 100) {
        const batch = mails.slice(start, start + 100);
        const frames = [control, ...batch.map((m) => m.parsed.html ?? "")];
        current = {
          type: "text/html",
          body: `<!doctype html><body>${frames.map((html, i) => `<iframe name="m${i}" srcdoc="${attr(html)}"></iframe>`).join("")}</body>`,
        };
        await page.goto(`http://mail.test/html/${start}`);
        const [controlFrame, ...emailFrames] = await renderedFrames(page);
        // The control proves the trap is armed in every frame and sees both kinds of execution.
        expect(controlFrame!.calls, "the trap catches an unescaped payload").toEqual([CONTROL, CONTROL]);
        expect(emailFrames.length).toBe(batch.length);

        for (const [j, mail] of batch.entries()) {
          const { payload, fields } = plantedFor(mail);
          const where = `email ${start + j} (${mail.parsed.header("subject")}) with payload ${payload.id} in ${fields.join(", ")}`;
          expect(mail.parsed.html, `HTML part of ${where}`).toBeTruthy();
          expect(mail.parsed.text, `text part of ${where}`).toBeTruthy();
          expect(mail.parsed.count("bcc"), `no injected Bcc header in ${where}`).toBe(0);
          expect(mail.parsed.header("subject") ?? "").not.toMatch(/[\r\n]/);
          const state = emailFrames[j]!;
          expect(state.calls, `script ran in ${where}`).toEqual([]);
          expect(state.dangerous, `markup from ${where}`).toEqual([]);
          if (toCompany(mail)) {
            // Shown as the visitor typed it: escaped once, not dropped, not double-decoded.
            expect(squash(state.text), where).toContain(squash(payload.text));
          } else {
            expect(
              `${mail.parsed.html}${mail.parsed.text}`,
              `the visitor's copy quotes nothing typed: ${where}`,
            ).not.toContain("__xss(");
          }
          rendered++;
        }
        const topCalls = await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls);
        expect(
          topCalls.filter((id) => id !== CONTROL),
          "no payload ran",
        ).toEqual([]);

        // The company's text parts, as a mail client shows text/plain: the payload as typed, nothing run.
        const companyCopies = batch.filter(toCompany);
        current = {
          type: "text/plain",
          body: companyCopies.map((m) => m.parsed.text ?? "").join("\n\n----------\n\n"),
        };
        await page.goto(`http://mail.test/text/${start}`);
        const shown = await page.evaluate(() => ({
          calls: (window as unknown as { __xssCalls: number[] }).__xssCalls,
          text: document.body?.innerText ?? "",
        }));
        expect(shown.calls, "script ran in a text part").toEqual([]);
        const text = squash(shown.text);
        for (const mail of companyCopies)
          expect(text, `text part about payload ${plantedFor(mail).payload.id}`).toContain(
            squash(plantedFor(mail).payload.text),
          );
      }
      expect(problems).toEqual([]);
      expect(rendered).toBe(expected);
      await context.close();
    },
  );
});
