import { readdirSync, readFileSync } from "node:fs";
import { axeViolations } from "../support/axe";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { test, expect } from "./fixtures";
import { e2eDataDir, e2eImapPort } from "../../playwright.config";
import { company } from "../../content/company";
import { contactPage } from "../../content/contact-page";
import { leadThread } from "../../content/lead-thread";
import { staffOffice } from "../../content/staff-office";
import { colleagueSignedIn } from "../support/staff-e2e";
import { parseMail } from "../support/parse-mail";
import { dovecotAvailable, startTestDovecot, type TestDovecot } from "../support/test-dovecot";

const t = staffOffice.en;
const th = leadThread.en;

test.skip(!dovecotAvailable, "dovecot (Debian dovecot-imapd) is not installed: the mailbox journey is SKIPPED");

let imap: TestDovecot;
test.beforeAll(async () => {
  // The server was started with IMAP_URL pointing here (playwright.config.ts); until now its poller found nobody home.
  imap = (await startTestDovecot({ port: e2eImapPort }))!;
});
test.afterAll(async () => {
  await imap?.stop();
});

const signIn = colleagueSignedIn;

function mailsTo(address: string) {
  const dir = join(e2eDataDir, "mail");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(join(dir, name), "latin1")))
    .filter((m) => (m.header("to") ?? "").includes(address));
}

test("a visitor's emailed answer lands on the lead, unread and needing a reply, and a second colleague is warned before answering", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const visitor = `mailbox-${stamp}@example.com`;

  // The visitor writes through the contact form.
  await page.goto("/contact");
  for (const [name, value] of Object.entries({
    name: "Mail Visitor",
    email: visitor,
    message: "Can you build our site?",
  }))
    await page.locator(`#contact-form [name="${name}"]`).fill(value);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
    page.getByRole("button", { name: contactPage.ja.form.submit }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const { id: leadId } = (await answer.json()) as { id: string };

  // Aiko answers it from the office.
  const aiko = await signIn(browser, "Aiko");
  await aiko.goto(`/staff/leads/${leadId}`);
  await expect(aiko.locator("[data-kind=original]")).toContainText("Can you build our site?");
  await aiko.getByLabel(t.lead.replyBody).fill("Dear Mail Visitor,\n\nWould Tuesday at 10:00 suit you?");
  await aiko.getByRole("button", { name: t.lead.replySend }).click();
  await expect(aiko.getByRole("status")).toHaveText(t.lead.replyQueued);
  await expect(aiko.locator("[data-kind=staffReply]")).toContainText("Tuesday at 10:00");

  // The reply went out with the company mailbox in Cc and a per-lead Reply-To.
  await expect.poll(() => mailsTo(visitor).filter((m) => m.header("in-reply-to")).length, { timeout: 15_000 }).toBe(1);
  const reply = mailsTo(visitor).find((m) => m.header("in-reply-to"))!;
  expect(reply.header("cc")).toContain(company.email);
  expect(reply.header("reply-to")).toContain(`info+${leadId.replaceAll("-", "")}@`);

  // Ben opens the lead before the visitor answers.
  const ben = await signIn(browser, "Ben");
  await ben.goto(`/staff/leads/${leadId}`);
  await expect(ben.locator("[data-kind=staffReply]")).toBeVisible();

  // The visitor's answer arrives in the company mailbox, threaded under Aiko's reply.
  await imap.append(
    [
      `From: "Mail Visitor" <${visitor}>`,
      `To: ${reply.header("reply-to")}`,
      `Subject: Re: ${reply.header("subject")}`,
      `Message-ID: <answer-${stamp}@example.com>`,
      `In-Reply-To: ${reply.header("message-id")}`,
      `References: ${reply.header("message-id")}`,
      `Date: ${new Date().toUTCString()}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Tuesday is fine, see you then.",
    ].join("\r\n"),
  );
  await expect(async () => {
    await aiko.goto(`/staff/leads/${leadId}`);
    await expect(aiko.locator("[data-kind=inbound]")).toContainText("Tuesday is fine, see you then.", { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(aiko.locator("[data-needs-reply]")).toHaveText(th.needsReply);
  const entries = aiko.locator("ol.thread > li");
  await expect(entries).toHaveCount(5);
  expect(await entries.evaluateAll((items) => items.map((li) => li.getAttribute("data-kind")))).toEqual([
    "original",
    "automatic",
    "automatic",
    "staffReply",
    "inbound",
  ]);

  // Unread for Ben, who last read the lead before the answer (lead_reads, the shared contract), and counted as needing a reply.
  const sqlite = new BetterSqlite3(join(e2eDataDir, "site.db"), { readonly: true });
  try {
    const state = sqlite
      .prepare("select last_inbound_at, needs_reply from lead_states where lead_id = ?")
      .get(leadId) as {
      last_inbound_at: string;
      needs_reply: number;
    };
    expect(state.needs_reply).toBe(1);
    const benRead = sqlite
      .prepare(
        "select read_at from lead_reads join staff_users on staff_users.id = lead_reads.staff_id where lead_id = ? and staff_users.name = 'Ben'",
      )
      .get(leadId) as { read_at: string };
    expect(benRead.read_at < state.last_inbound_at).toBe(true);
    const needing = sqlite
      .prepare("select count(*) as n from lead_states where needs_reply = 1 and lead_id = ?")
      .get(leadId) as {
      n: number;
    };
    expect(needing.n).toBe(1);
  } finally {
    sqlite.close();
  }

  // Ben's page was opened before the answer; Aiko starts writing the next reply. Ben is stopped, with who and when.
  await ben.goto(`/staff/leads/${leadId}`);
  await expect(ben.locator("[data-kind=inbound]")).toBeVisible();
  await Promise.all([
    aiko.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing`) && r.status() === 204),
    aiko.getByLabel(t.lead.replyBody).fill("Dear Mail Visitor,\n\nConfirmed for Tuesday."),
  ]);
  await ben.getByLabel(t.lead.replyBody).fill("Dear Mail Visitor,\n\nHow about Wednesday instead?");
  await ben.getByRole("button", { name: t.lead.replySend }).click();
  const warning = ben.getByRole("alert");
  await expect(warning).toContainText(th.conflictTitle);
  await expect(warning).toContainText("Aiko started writing a reply at");
  const violations = await axeViolations(ben);
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Ben's text is kept; he may send it anyway.
  await expect(ben.getByLabel(t.lead.replyBody)).toHaveValue(/Wednesday instead/);
  await ben.getByRole("button", { name: th.sendAnyway }).click();
  await expect(ben.getByRole("status")).toHaveText(t.lead.replyQueued);
  await expect(ben.locator("[data-needs-reply]")).toHaveCount(0);
  await expect(ben.locator("[data-kind=staffReply]")).toHaveCount(2);

  // Aiko, whose page was opened before Ben's reply, is stopped too: Ben replied meanwhile.
  await aiko.getByRole("button", { name: t.lead.replySend }).click();
  await expect(aiko.getByRole("alert")).toContainText("Ben sent a reply at");
});
