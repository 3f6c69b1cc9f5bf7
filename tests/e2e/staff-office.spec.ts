import { readdirSync, readFileSync } from "node:fs";
import { axeViolations } from "../support/axe";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { formToken as signedToken } from "../support/form-tokens";
import { test, expect } from "./fixtures";
import { e2eDataDir } from "../../playwright.config";
import { contactPage } from "../../content/contact-page";
import { staffOffice } from "../../content/staff-office";
import { addStaff, E2E_STAFF_PASSWORD } from "../support/staff-e2e";
import { parseMail, type ParsedMail } from "../support/parse-mail";

const t = staffOffice.en;
const password = E2E_STAFF_PASSWORD;

function mails(): ParsedMail[] {
  const dir = join(e2eDataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.map((name) => parseMail(readFileSync(join(dir, name), "latin1")));
}

async function token(request: APIRequestContext, form: "quote" | "chat") {
  return ((await (await request.get(`/api/form-token?form=${form}`)).json()) as { token: string }).token;
}

/** A completed quote through the public API, as the calculator sends it. */
async function completedQuote(request: APIRequestContext, email: string) {
  const formToken = signedToken("quote");
  const started = await request.post("/api/quotes", {
    data: { name: "Quote Tester", email, language: "en", formToken },
  });
  expect(started.status()).toBe(201);
  const quote = (await started.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${quote.token}` };
  const saved = await request.patch(`/api/quotes/${quote.id}`, {
    headers: auth,
    data: { serviceType: "web-basic", specifications: { pages: 3, revisions: 2 } },
  });
  expect(saved.status()).toBe(200);
  expect((await request.post(`/api/quotes/${quote.id}/complete`, { headers: auth })).status()).toBe(200);
  return quote.id;
}

/** A chat lead through the public chat API: the visitor asks to be contacted, says what about, and confirms. */
async function chatLead(request: APIRequestContext, email: string) {
  const sessionId = crypto.randomUUID();
  const said = [
    `Can someone from your sales team contact me? I'm John Chatman, ${email}, +81 90-1234-5678`,
    "We need a booking system for our clinic.",
    "yes",
  ];
  const messages: { role: "user" | "assistant"; content: string }[] = [];
  let conversationId: string | undefined;
  for (const content of said) {
    messages.push({ role: "user", content });
    const answer = await request.post("/api/chat", {
      data: { messages, conversationId, sessionId, language: "en", formToken: await token(request, "chat") },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { conversationId: string; message: string };
    conversationId = body.conversationId;
    messages.push({ role: "assistant", content: body.message });
  }
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("staff create an account, sign in, work a contact message, a quote and a chat lead, reply, export and log out", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const staffEmail = `office-${stamp}@tamagawa-digital.jp`;
  addStaff(staffEmail, "Office Tester");
  const visitor = `visitor-${stamp}@example.com`;

  // A contact message through the real form, in Japanese.
  await page.goto("/contact");
  for (const [name, value] of Object.entries({
    name: "川崎 花子",
    email: visitor,
    company: "川崎商事",
    message: "ホームページ制作の相談です。",
  }))
    await page.locator(`#contact-form [name="${name}"]`).fill(value);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
    page.getByRole("button", { name: contactPage.ja.form.submit }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const { id: contactId } = (await answer.json()) as { id: string };
  const quoteId = await completedQuote(request, `quote-${stamp}@example.com`);
  await chatLead(request, `chat-${stamp}@example.com`);

  // Sign in (the page remembers where the visitor was going).
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
  // The sign-in page follows the browser's language (English here); the office, the account's (Japanese at first).
  await page.getByLabel(t.login.email).fill(staffEmail);
  await page.getByLabel(t.login.password).fill(password);
  await page.getByRole("button", { name: t.login.submit }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "staff_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/staff" });

  // The office in English, remembered on the account.
  await page.goto("/staff/account");
  await page.getByLabel(staffOffice.ja.account.language).selectOption("en");
  await page.getByRole("button", { name: staffOffice.ja.account.saveLanguage }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.account.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: t.inbox.title })).toBeVisible();
  const rows = page.locator("tr[data-lead]");
  await expect(page.locator(`tr[data-lead="${contactId}"]`)).toContainText("川崎 花子");
  await expect(page.locator(`tr[data-lead="${quoteId}"]`)).toContainText(t.kinds.quote);
  const chatRow = rows.filter({ hasText: `chat-${stamp}@example.com` });
  await expect(chatRow).toContainText(t.kinds.chat);
  await expectNoAxeViolations(page);

  // The quote, with its itemised breakdown.
  await page.locator(`tr[data-lead="${quoteId}"] a.row-link`).click();
  await expect(page.getByRole("heading", { level: 2, name: t.lead.details })).toBeVisible();
  await expect(page.getByText(t.lead.total)).toBeVisible();
  await page.getByLabel(t.lead.status).selectOption("in_progress");
  await page.getByRole("button", { name: t.lead.save }).first().click();
  await expect(page.getByRole("status")).toHaveText(t.lead.saved);
  await expect(page.getByLabel(t.lead.status)).toHaveValue("in_progress");

  // The chat lead, with its transcript.
  await page.goto("/staff?kind=chat");
  await chatRow.locator("a.row-link").click();
  await expect(page.getByRole("heading", { level: 3, name: t.lead.transcript })).toBeVisible();
  await page.getByLabel(t.lead.note).fill("Called back, wants a booking system.");
  await page.getByRole("button", { name: t.lead.addNote }).click();
  await expect(page.getByText("Called back, wants a booking system.")).toBeVisible();
  await expect(page.locator("[data-kind=note] .meta")).toContainText("Office Tester");

  // The contact message: a reply from the Japanese template, threaded under the auto-reply.
  await page.goto(`/staff/leads/${contactId}`);
  await expect(page.getByText("ホームページ制作の相談です。")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel(t.lead.replyBody)).toHaveValue(/川崎 花子 様/);
  await page.getByLabel(t.lead.replyBody).fill("川崎 花子 様\n\nお見積もりをお送りします。");
  await page.getByRole("button", { name: t.lead.replySend }).click();
  await expect(page.getByRole("status")).toHaveText(t.lead.replyQueued);
  await expect(page.getByLabel(t.lead.status)).toHaveValue("replied");
  await expect
    .poll(() => mails().filter((m) => (m.header("to") ?? "").includes(visitor)).length, { timeout: 15_000 })
    .toBe(2);
  const toVisitor = mails().filter((m) => (m.header("to") ?? "").includes(visitor));
  const reply = toVisitor.find((m) => m.header("in-reply-to"))!;
  const autoReply = toVisitor.find((m) => m !== reply)!;
  expect(reply.header("in-reply-to")).toBe(autoReply.header("message-id"));
  expect(reply.header("references")).toBe(autoReply.header("message-id"));
  expect(reply.text).toContain("お見積もりをお送りします。");

  // Export of the current filter: UTF-8 with a byte-order mark, the Japanese name as typed.
  await page.goto(`/staff?q=${encodeURIComponent(visitor)}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.nav.export }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  expect(csv).toContain("川崎 花子");
  expect(csv.trim().split("\r\n")).toHaveLength(2);

  // Log out: the office is closed again.
  await page.getByRole("button", { name: t.nav.logout }).click();
  await expect(page).toHaveURL(/\/staff\/login\?out=1$/);
  await expect(page.getByRole("status")).toHaveText(t.login.loggedOut);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?next=/);
});

test("the sign-in page passes axe, is never cached or indexed, and no staff page is in robots or the sitemap", async ({
  page,
  request,
}) => {
  const response = await page.goto("/staff/login");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  expect(response!.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(response!.headers()["content-security-policy"]).not.toMatch(/unsafe-inline/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: t.skip })).toBeFocused();
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/staff$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
});
