import { readdirSync, readFileSync } from "node:fs";
import { axeViolations } from "../support/axe";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { formToken } from "../support/form-tokens";
import { test, expect } from "./fixtures";
import { e2eDataDir, e2eImapPort } from "../../playwright.config";
import { staffOffice } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { parseMail } from "../support/parse-mail";
import { signedInStaff } from "../support/staff-e2e";
import { dovecotAvailable, startTestDovecot, type TestDovecot } from "../support/test-dovecot";

const t = staffOffice.en;
const g = staffTriage.en;

test.skip(!dovecotAvailable, "dovecot (Debian dovecot-imapd) is not installed: the 要返信 journey is SKIPPED");

let imap: TestDovecot;
test.beforeAll(async () => {
  imap = (await startTestDovecot({ port: e2eImapPort }))!;
});
test.afterAll(async () => {
  await imap?.stop();
});

async function contact(request: APIRequestContext, name: string, email: string, message: string) {
  const token = formToken("contact");
  const response = await request.post("/api/contact", {
    data: { name, email, message, language: "en", formToken: token },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function mailsTo(address: string) {
  const dir = join(e2eDataDir, "mail");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(join(dir, name), "latin1")))
    .filter((m) => (m.header("to") ?? "").includes(address));
}

/** The ids of the inbox's rows, top to bottom. */
const order = (page: Page) =>
  page.locator("tr[data-lead]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-lead")));

async function reply(page: Page, leadId: string, body: string) {
  await page.goto(`/staff/leads/${leadId}`);
  await page.getByLabel(t.lead.replyBody).fill(body);
  await page.getByRole("button", { name: t.lead.replySend }).click();
  await expect(page.getByRole("status")).toHaveText(t.lead.replyQueued);
}

test("a customer's emailed answer brings the lead to the top as 要返信, showing the answer, until someone replies", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const yamada = `yamada-${stamp}@example.com`;
  const yamadaId = await contact(request, "Taro Yamada", yamada, "We would like a new website.");
  const newerId = await contact(request, "Newer Visitor", `newer-${stamp}@example.com`, "A later question.");
  await signedInStaff(page, "en");

  // Yamada is answered; the newer lead arrived later and sits above him.
  await reply(page, yamadaId, "Dear Mr Yamada,\n\nCould we call you on Tuesday?");
  await page.goto("/staff");
  let ids = await order(page);
  expect(ids.indexOf(newerId)).toBeLessThan(ids.indexOf(yamadaId));
  const row = page.locator(`tr[data-lead="${yamadaId}"]`);
  await expect(row).not.toHaveAttribute("data-needs-reply");

  // His answer arrives in the company mailbox, under our reply.
  await expect.poll(() => mailsTo(yamada).filter((m) => m.header("in-reply-to")).length, { timeout: 15_000 }).toBe(1);
  const sent = mailsTo(yamada).find((m) => m.header("in-reply-to"))!;
  await imap.append(
    [
      `From: "Taro Yamada" <${yamada}>`,
      `To: ${sent.header("reply-to")}`,
      `Subject: Re: ${sent.header("subject")}`,
      `Message-ID: <yamada-answer-${stamp}@example.com>`,
      `In-Reply-To: ${sent.header("message-id")}`,
      `Date: ${new Date().toUTCString()}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Tuesday afternoon works, please call after 14:00.",
    ].join("\r\n"),
  );

  // The inbox puts him first among the leads waiting for an answer, with his answer rather than his first message.
  await expect(async () => {
    await page.goto("/staff");
    await expect(row).toHaveAttribute("data-needs-reply", "", { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  ids = await order(page);
  expect(ids.indexOf(yamadaId)).toBeLessThan(ids.indexOf(newerId));
  const above = await page.locator("tr[data-lead]").evaluateAll(
    (rows, id) =>
      rows
        .slice(
          0,
          rows.findIndex((r) => r.getAttribute("data-lead") === id),
        )
        .map((r) => r.hasAttribute("data-needs-reply")),
    yamadaId,
  );
  expect(above.every(Boolean)).toBe(true);
  await expect(row.locator(".summary")).toContainText("Tuesday afternoon works");
  await expect(row.locator(".summary")).not.toContainText("We would like a new website");
  await expect(row.locator(".needs-reply-badge")).toHaveText(g.needsReply);
  // The customer's last message and our last reply, each with its time.
  await expect(row.locator(".last-reply")).not.toHaveText(g.notReplied);
  await expect(row.locator(".last-inbound")).not.toBeEmpty();
  // 要返信 has its own view, with a count.
  const view = page.getByRole("link", { name: new RegExp(`^${g.needsReply} \\(\\d+\\)$`) });
  await expect(view).toBeVisible();
  await view.click();
  await expect(page).toHaveURL(/\/staff\?reply=1$/);
  await expect(page.locator(`tr[data-lead="${yamadaId}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-lead="${newerId}"]`)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A reply clears it: back in arrival order, out of the 要返信 view.
  await reply(page, yamadaId, "Dear Mr Yamada,\n\nWe will call at 14:00 on Tuesday.");
  await page.goto("/staff");
  await expect(row).not.toHaveAttribute("data-needs-reply");
  ids = await order(page);
  expect(ids.indexOf(newerId)).toBeLessThan(ids.indexOf(yamadaId));
  await page.goto("/staff?reply=1");
  await expect(page.locator(`tr[data-lead="${yamadaId}"]`)).toHaveCount(0);
});
