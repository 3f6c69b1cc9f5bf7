import type { APIRequestContext, Page } from "@playwright/test";
import { hasEncodedWord, hasForbiddenCharacters, hasLink } from "../../domain/forms/single-line-text";
import { test, expect } from "./fixtures";
import { chatQuickOptions } from "../../content/chat-widget";
import { xssPayloads, xssTrapScript, type XssPayload } from "../support/xss-payloads";

/**
 * 208 XSS payloads typed into the chat as questions, as the name
 * and as the request of a "Contact Sales" lead — the flow whose answers repeat
 * what the visitor typed — then shown in the chat panel on the real site, under
 * its real CSP. Nothing may run (the payloads call window.__xss), no dialog may
 * open, no CSP violation may be reported, and every payload must read as the
 * text the visitor typed.
 */

interface Message {
  id: string;
  role: "user" | "assistant";
  content: string;
  type?: "menu_selection";
}

const languages = [
  { language: "ja", home: "/" },
  { language: "en", home: "/en" },
] as const;

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** One conversation through the real API: the payload as a question, then as a lead's name and request. */
async function converse(request: APIRequestContext, p: XssPayload, language: "ja" | "en"): Promise<Message[]> {
  const sales = chatQuickOptions[language].find((o) => o.id === "sales")!.label;
  const turns: [string, "menu_selection" | undefined][] = [
    [p.text, undefined],
    [sales, "menu_selection"],
    // A name may not hold a link, an encoded word or control characters: such payloads reach the chat as question and request only.
    [
      [...p.text].length <= 100 && !hasLink(p.text) && !hasEncodedWord(p.text) && !hasForbiddenCharacters(p.text.trim())
        ? p.text
        : `検証 ${p.id}`,
      undefined,
    ],
    [`chat-ui-${p.id}@example.jp`, undefined],
    [p.text, undefined],
  ];
  const sessionId = `xss-ui-${language}-${p.id}`;
  let conversationId: string | null = null;
  const messages: Message[] = [];
  const { token: formToken } = (await (await request.get("/api/form-token?form=chat")).json()) as { token: string };
  for (const [content, type] of turns) {
    const data = {
      messages: [{ role: "user", content, ...(type ? { type } : {}) }],
      sessionId,
      conversationId,
      language,
      formToken,
    };
    const res = await request.post("/api/chat", { data });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { message: string; conversationId: string };
    conversationId = body.conversationId;
    messages.push({
      id: `u${p.id}-${messages.length}`,
      role: "user",
      content: content.trim(),
      ...(type ? { type } : {}),
    });
    messages.push({ id: `a${p.id}-${messages.length}`, role: "assistant", content: body.message });
  }
  return messages;
}

/** What a message bubble may contain: text and links to our pages or https sites, nothing that runs or loads. */
async function bubbleProblems(page: Page) {
  return page.getByTestId("chat-panel").evaluate((panel) => {
    const problems: string[] = [];
    for (const bubble of Array.from(panel.querySelectorAll('[data-testid="chat-message"]'))) {
      for (const el of Array.from(bubble.querySelectorAll("*"))) {
        const tag = el.tagName.toLowerCase();
        if (!["div", "p", "span", "a", "br"].includes(tag)) problems.push(`<${tag}>`);
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name) || attr.name === "style" || attr.name === "srcdoc")
            problems.push(`${tag}[${attr.name}]`);
        }
        if (tag === "a") {
          const href = el.getAttribute("href") ?? "";
          if (!/^(?:\/(?![/\\])|https:\/\/)/.test(href)) problems.push(`a[href=${href.slice(0, 60)}]`);
        }
      }
    }
    return problems;
  });
}

for (const { language, home } of languages) {
  test(`a visitor who types ${xssPayloads.length} XSS payloads into the chat sees them as plain text and nothing runs (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    page.on("dialog", (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) problems.push(`csp: ${m.text()}`);
    });

    // The conversations go through the real API a few at a time; the panel then shows all of them.
    const messages: Message[] = [];
    for (let i = 0; i < xssPayloads.length; i += 8) {
      const chunk = await Promise.all(xssPayloads.slice(i, i + 8).map((p) => converse(request, p, language)));
      messages.push(...chunk.flat());
    }
    const saved = { sessionId: `xss-ui-${language}`, conversationId: null, language, messages };
    await page.addInitScript(xssTrapScript);
    // The widget keeps its conversation in sessionStorage: put the answers there, as a long visit would have.
    await page.addInitScript((chat) => {
      // Top frame only: embedded third-party frames have no storage of ours.
      if (window.top === window && !sessionStorage.getItem("chat-widget")) sessionStorage.setItem("chat-widget", chat);
    }, JSON.stringify(saved));

    const response = await page.goto(home);
    expect(response?.headers()["content-security-policy"], "the real site's CSP is in force").toMatch(/script-src/);
    await page.getByTestId("chat-button").click();
    const bubbles = page.getByTestId("chat-panel").getByTestId("chat-message");
    await expect(bubbles).toHaveCount(messages.length, { timeout: 30_000 });

    // A few more typed into the widget itself, answered live.
    const input = page.getByTestId("chat-input");
    for (const p of xssPayloads.filter((_, i) => i % 40 === 0)) {
      const before = await bubbles.count();
      await input.fill(p.text);
      await page.getByTestId("chat-send").click();
      await expect(bubbles).toHaveCount(before + 2, { timeout: 15_000 });
    }

    // Each bubble's text without its screen-reader prefix ("あなた: ", "You: ").
    const shown = await bubbles.evaluateAll((nodes) =>
      nodes.map((node) => {
        const copy = node.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((el) => el.remove());
        return copy.textContent ?? "";
      }),
    );
    const userTexts = new Set(shown.map(squash));
    const missing = xssPayloads.filter((p) => !userTexts.has(squash(p.text)));
    expect(
      missing.map((p) => `${p.id}: ${p.text}`),
      "payloads not shown as typed",
    ).toEqual([]);
    // Every assistant answer is shown, as text (links aside), in full.
    const answers = messages
      .filter((m) => m.role === "assistant")
      .map((m) => squash(m.content.replace(/\[([^\]\n]{1,200})\]\((?:\/|https:\/\/)[^)\s]{0,500}\)/g, "$1")));
    const shownAll = squash(shown.join(" "));
    for (const answer of answers) expect(shownAll.includes(answer), `answer shown: ${answer.slice(0, 80)}`).toBe(true);

    expect(await bubbleProblems(page)).toEqual([]);
    const trap = await page.evaluate(() => ({
      calls: (window as unknown as { __xssCalls: number[] }).__xssCalls,
      csp: (window as unknown as { __cspViolations: string[] }).__cspViolations,
    }));
    expect(trap.calls, "no payload ran").toEqual([]);
    expect(trap.csp, "no CSP violation").toEqual([]);
    expect(problems).toEqual([]);
  });
}
