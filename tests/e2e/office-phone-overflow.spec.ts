import type { APIRequestContext, Page } from "@playwright/test";
import { chatLiveOffice } from "../../content/chat-live";
import { chatReach } from "../../content/chat-handoff-email";
import { chatWidget } from "../../content/chat-widget";
import { staffOffice } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { signedInStaff } from "../support/staff-e2e";
import { formToken } from "../support/form-tokens";
import { test, expect } from "./fixtures";

const t = staffOffice.en;
const LONG_RUN = "A1B2C3D4E5".repeat(16);

/** A contact message with the long values real customers send: a long company, address, and an unbroken run. */
async function longContact(request: APIRequestContext, stamp: number) {
  const response = await request.post("/api/contact", {
    data: {
      name: "長谷川 クリスティーナ・アレクサンドラ 由美子",
      email: `accounts-department-${stamp}@example-holdings-international.co.jp`,
      phone: "+81 90-8765-4321",
      company: "株式会社かわさきデジタルソリューションズ・アンド・コンサルティング・インターナショナル",
      message: `${"ホームページのリニューアルについて相談したいです。".repeat(6)} https://example.com/${LONG_RUN} ${LONG_RUN}`,
      language: "ja",
      formToken: formToken("contact"),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function longQuote(request: APIRequestContext, stamp: number) {
  const started = await request.post("/api/quotes", {
    data: {
      name: "Christina Alexandra Hasegawa-Whitmore",
      email: `procurement-and-vendor-management-${stamp}@example-holdings-international.co.jp`,
      company: "Kawasaki Digital Solutions and International Consulting Holdings Co., Ltd.",
      language: "en",
      formToken: formToken("quote"),
    },
  });
  expect(started.status()).toBe(201);
  const quote = (await started.json()) as { id: string; token: string };
  const headers = { authorization: `Bearer ${quote.token}` };
  const saved = await request.patch(`/api/quotes/${quote.id}`, {
    headers,
    data: { serviceType: "web-basic", specifications: { pages: 12, revisions: 5 } },
  });
  expect(saved.status()).toBe(200);
  expect((await request.post(`/api/quotes/${quote.id}/complete`, { headers })).status()).toBe(200);
  return quote.id;
}

/** A chat question the assistant hands to a person, with a long unbroken run; `marker` finds its lead in the inbox. */
async function longChat(request: APIRequestContext, marker: string) {
  const response = await request.post("/api/chat", {
    data: {
      messages: [
        { role: "assistant", content: chatWidget.ja.welcome },
        { role: "user", content: `${marker} 明日の大阪の天気を教えてください。${LONG_RUN}` },
      ],
      sessionId: `session-overflow-${marker}`,
      language: "ja",
      formToken: formToken("chat"),
    },
  });
  expect(response.status()).toBe(200);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Fields smaller than 16 px make a phone's browser zoom in when they are focused. */
const smallFields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("input:not([type=hidden]):not([type=checkbox]), select, textarea")]
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => el.id || el.getAttribute("name")),
  );

for (const width of [360, 390]) {
  test(`every office page fits a ${width} px phone with long data: no sideways scrolling, 16 px fields`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now();
    const contactId = await longContact(request, stamp);
    const quoteId = await longQuote(request, stamp);
    // Letters only: digits would be masked as a phone number in the inbox.
    const chatMarker = `overflow${String.fromCharCode(97 + (stamp % 26))}${width === 360 ? "narrow" : "wide"}`;
    await longChat(request, chatMarker);
    await page.setViewportSize({ width, height: 740 });
    await signedInStaff(page, "en");
    // A reply on the contact, so its thread holds our answer too.
    await page.goto(`/staff/leads/${contactId}`);
    await page.getByLabel(t.lead.replyBody).fill(`Dear customer,\n\n${LONG_RUN}\n\nBest regards`);
    await page.getByRole("button", { name: t.lead.replySend }).click();
    await expect(page.getByRole("status")).toHaveText(t.lead.replyQueued);

    const check = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      expect(await overflow(page), path).toBe(0);
      expect(await smallFields(page), path).toEqual([]);
    };

    // The inbox: its first screen shows leads (the filters wait behind a button), each card a link with tel:/mailto:.
    for (const path of ["/staff", "/staff?reply=1", "/staff?status=new", "/staff?assigned=none", "/staff?kind=quote"])
      await check(path);
    await page.goto("/staff");
    const card = page.locator(`tr[data-lead="${contactId}"]`);
    const first = (await page.locator("tr[data-lead]").first().boundingBox())!;
    expect(first.y + 120).toBeLessThan(740);
    await expect(page.locator("details.more-filters select").first()).toBeHidden();
    await expect(card.locator('a[href="tel:+819087654321"]')).toBeVisible();
    await expect(card.locator('a[href^="mailto:accounts-department-"]')).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A tap anywhere on the card (away from its links and checkbox) opens the lead.
    // (Playwright sees the card-wide link over the text; force clicks at that point as a finger would.)
    await card.locator(".summary").click({ force: true });
    await expect(page).toHaveURL(new RegExp(`/staff/leads/${contactId}$`));
    await page.goto("/staff");
    await page.getByText(staffTriage.en.moreFilters, { exact: true }).click();
    await expect(page.locator("details.more-filters select").first()).toBeVisible();
    expect(await overflow(page)).toBe(0);

    // Each lead page, the person's and the company's pages, the account, the analytics, a page that does not exist.
    await check(`/staff/leads/${contactId}`);
    const person = await page.getByRole("link", { name: staffTriage.en.person }).getAttribute("href");
    const company = await page.locator('a[href^="/staff/companies/"]').first().getAttribute("href");
    await check(`/staff/leads/${quoteId}`);
    // The chat lead, with the transcript and a person's answer holding a long link.
    await page.goto("/staff");
    await page.locator("tr[data-lead]", { hasText: chatMarker }).locator("a.row-link").click();
    const chatLead = page.url();
    const office = chatLiveOffice.en;
    await page.getByLabel(office.replyLabel).fill(`See [our pricing](/pricing) and https://example.com/${LONG_RUN}`);
    await page.getByRole("button", { name: office.send }).click();
    // Nobody has the chat open and no address was given: the office says the answer has not reached them.
    await expect(page.getByRole("status")).toHaveText(chatReach.en.sentUnreachable);
    await check(new URL(chatLead).pathname);
    await check(person!);
    await check(company!);
    for (const path of ["/staff/account", "/staff/analytics", `/staff/leads/${crypto.randomUUID()}`]) await check(path);

    // Signed out: the sign-in page.
    const outside = await (await browser.newContext({ viewport: { width, height: 740 } })).newPage();
    await outside.goto("/staff/login");
    expect(await overflow(outside)).toBe(0);
    expect(await smallFields(outside)).toEqual([]);
  });
}
