import type { APIRequestContext, Page } from "@playwright/test";
import { formToken } from "../support/form-tokens";
import { test, expect } from "./fixtures";
import { leadThread } from "../../content/lead-thread";
import { staffOffice } from "../../content/staff-office";
import { colleagueSignedIn } from "../support/staff-e2e";

const t = staffOffice.en;
const th = leadThread.en;

const signIn = colleagueSignedIn;

async function contact(request: APIRequestContext, stamp: number) {
  const token = formToken("contact");
  const response = await request.post("/api/contact", {
    data: {
      name: "Collision Visitor",
      email: `collision-${stamp}@example.com`,
      message: "Hello.",
      language: "en",
      formToken: token,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Whether the lead page, as `viewer` gets it now, warns that `name` is writing a reply. */
async function warnsOf(viewer: Page, leadId: string, name: string) {
  const html = await (await viewer.request.get(`/staff/leads/${leadId}`)).text();
  return html.includes(`${name} has been writing a reply since`);
}

test("a held reply that is cancelled, or a reply page that is left, releases the writing mark within seconds", async ({
  browser,
  request,
}) => {
  test.slow();
  const leadId = await contact(request, Date.now());
  const suzuki = await signIn(browser, "Suzuki");
  const tanaka = await signIn(browser, "Tanaka");

  // Suzuki starts writing first.
  await suzuki.goto(`/staff/leads/${leadId}`);
  await Promise.all([
    suzuki.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing`) && r.status() === 204),
    suzuki.getByLabel(t.lead.replyBody).fill("Dear visitor,\n\nThank you for writing."),
  ]);

  // Tanaka's reply is held: Suzuki is writing. While he decides, Suzuki is warned of him.
  await tanaka.goto(`/staff/leads/${leadId}`);
  await tanaka.getByLabel(t.lead.replyBody).fill("Dear visitor,\n\nA second answer.");
  await tanaka.getByRole("button", { name: t.lead.replySend }).click();
  await expect(tanaka.getByRole("alert")).toContainText("Suzuki started writing a reply at");
  expect(await warnsOf(suzuki, leadId, "Tanaka")).toBe(true);

  // He chooses not to send: the mark goes at once (the office polls it every few seconds).
  await Promise.all([
    tanaka.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing/release`)),
    tanaka.getByRole("button", { name: th.reconsider }).click(),
  ]);
  await expect(tanaka).toHaveURL(new RegExp(`/staff/leads/${leadId}$`));
  await expect.poll(() => warnsOf(suzuki, leadId, "Tanaka")).toBe(false);

  // He starts again, then leaves the page for the inbox: the page's last beacon releases the mark.
  await Promise.all([
    tanaka.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing`) && r.status() === 204),
    tanaka.getByLabel(t.lead.replyBody).fill("Dear visitor,\n\nOn second thoughts..."),
  ]);
  expect(await warnsOf(suzuki, leadId, "Tanaka")).toBe(true);
  await tanaka.goto("/staff");
  await expect.poll(() => warnsOf(suzuki, leadId, "Tanaka")).toBe(false);

  // Suzuki, who started first, sends without being held.
  await suzuki.getByRole("button", { name: t.lead.replySend }).click();
  await expect(suzuki.getByRole("status")).toHaveText(t.lead.replyQueued);

  // Closing the reply form (focus leaves it untouched) releases it too.
  await tanaka.goto(`/staff/leads/${leadId}`);
  await Promise.all([
    tanaka.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing`) && r.status() === 204),
    tanaka.getByLabel(t.lead.replyBody).focus(),
  ]);
  expect(await warnsOf(suzuki, leadId, "Tanaka")).toBe(true);
  await Promise.all([
    tanaka.waitForResponse((r) => r.url().endsWith(`/staff/leads/${leadId}/composing/release`)),
    tanaka.getByLabel(t.lead.note).focus(),
  ]);
  await expect.poll(() => warnsOf(suzuki, leadId, "Tanaka")).toBe(false);
});
