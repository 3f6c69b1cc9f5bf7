import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { test, expect } from "./fixtures";
import { company } from "../../content/company";
import { contactPage } from "../../content/contact-page";
import { contactValidation } from "../../content/contact-validation";
import { navigation } from "../../content/navigation";
import { FORM_TOKEN_PLACEHOLDER } from "../../domain/forms/form-token";
import { E2E_FILL_MS } from "../support/form-tokens";
import type { Locale } from "../../domain/i18n/locales";
import { framesPassed, islandPrefetchRan } from "./page-settled";

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];

/** A form post without JavaScript waits out the e2e server's anti-spam fill time itself (a page with JavaScript waits on its own). */
const NO_JS_FILL_MS = E2E_FILL_MS + 100;

const valid = {
  name: "Taro Tamagawa",
  email: "taro@example.com",
  phone: "044-000-0000",
  company: "Example Inc.",
  message: "We would like a new website.",
};
type Fields = Partial<Record<keyof typeof valid, string>>;

function field(page: Page, name: keyof typeof valid) {
  return page.locator(`#contact-form [name="${name}"]`);
}

async function fill(page: Page, values: Fields) {
  for (const [name, value] of Object.entries(values)) await field(page, name as keyof typeof valid).fill(value);
}

function toast(page: Page, text: string) {
  return page.getByTestId("toast").filter({ hasText: text });
}

function submitButton(page: Page, lang: Locale) {
  return page.getByRole("button", { name: contactPage[lang].form.submit });
}

/** A page whose JavaScript has taken over the form (the server-rendered form posts natively until then). */
async function openContact(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("#contact-form")).toBeVisible();
  await page.waitForFunction(() => document.readyState === "complete");
  await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
  // The form wakes once it has been in view for a moment; these journeys need React to own the tabs and the form.
  await expect
    .poll(() =>
      page
        .getByRole("tab")
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
    )
    .toBe(true);
}

for (const { lang, prefix } of languages) {
  const copy = contactPage[lang];
  const m = contactValidation[lang];
  const url = `${prefix}/contact`;

  test.describe(`contact page (${lang})`, () => {
    test("a visitor who leaves something wrong sees the first problem as a toast and lands in that field", async ({
      page,
    }) => {
      await openContact(page, url);
      const cases: { values: Fields; message: string; focus: keyof typeof valid }[] = [
        { values: {}, message: m.nameRequired, focus: "name" },
        { values: { name: "   " }, message: m.nameRequired, focus: "name" },
        { values: { name: "あ".repeat(101) }, message: m.nameTooLong, focus: "name" },
        { values: { name: valid.name, email: "not-an-email" }, message: m.emailInvalid, focus: "email" },
        { values: { email: `${"a".repeat(250)}@example.com` }, message: m.emailTooLong, focus: "email" },
        { values: { email: valid.email, phone: "1".repeat(51) }, message: m.phoneTooLong, focus: "phone" },
        { values: { phone: valid.phone, company: "c".repeat(201) }, message: m.companyTooLong, focus: "company" },
        { values: { company: valid.company, message: "  " }, message: m.messageRequired, focus: "message" },
        { values: { message: "m".repeat(5001) }, message: m.messageTooLong, focus: "message" },
      ];
      for (const c of cases) {
        await fill(page, c.values);
        await submitButton(page, lang).click();
        const shown = toast(page, c.message).last();
        await expect(shown).toBeVisible();
        await expect(shown).toHaveAttribute("data-variant", "destructive");
        await expect(field(page, c.focus)).toBeFocused();
        await expect(field(page, c.focus)).toHaveAttribute("aria-invalid", "true");
      }
    });

    test("a refused submit marks every invalid field at once, the toast goes once its field is fixed, and success shows the reference", async ({
      page,
    }) => {
      await openContact(page, url);
      await fill(page, { email: "not-an-email", phone: valid.phone });
      await submitButton(page, lang).click();
      // Name, email and message are wrong: each marked beside itself, focus on the first.
      const wrong = { name: m.nameRequired, email: m.emailInvalid, message: m.messageRequired } as const;
      for (const [name, message] of Object.entries(wrong)) {
        const input = field(page, name as keyof typeof valid);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAttribute("aria-describedby", `contact-${name}-error`);
        await expect(page.locator(`#contact-${name}-error`)).toHaveText(message);
      }
      for (const name of ["phone", "company"] as const) {
        await expect(field(page, name)).not.toHaveAttribute("aria-invalid", "true");
      }
      await expect(page.getByTestId("field-error")).toHaveCount(3);
      await expect(field(page, "name")).toBeFocused();
      const shown = toast(page, m.nameRequired);
      await expect(shown).toBeVisible();
      // The summary at the top names all three, each a link to its field; the toast names the first (spec section 8).
      const summary = page.getByTestId("error-summary").getByRole("link");
      await expect(summary).toHaveText(
        (["name", "email", "message"] as const).map(
          (name) => `${copy.form.fields.find((f) => f.name === name)!.label}: ${wrong[name]}`,
        ),
      );
      await expect(summary.nth(1)).toHaveAttribute("href", "#contact-email");
      expect(await axeViolations(page, "#contact-form")).toEqual([]);

      // Fixing the name removes its mark and the toast; the other marks stay until they are fixed too.
      await field(page, "name").fill(valid.name);
      await expect(field(page, "name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#contact-name-error")).toHaveCount(0);
      await expect(shown).toHaveCount(0);
      await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
      await field(page, "email").fill(valid.email);
      await expect(field(page, "email")).not.toHaveAttribute("aria-invalid", "true");
      await field(page, "message").fill(valid.message);
      await expect(page.getByTestId("field-error")).toHaveCount(0);

      const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
      await submitButton(page, lang).click();
      const response = await responsePromise;
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(/^C-\d{4}-\d{4,}$/);
      const outcome = page.getByTestId("form-outcome");
      await expect(outcome).toHaveAttribute("data-kind", "sent");
      await expect(outcome).toContainText(`${copy.toasts.referenceLabel}: ${reference}`);
      await expect(outcome).toContainText(copy.toasts.nextStep);
      if (lang === "en") await expect(outcome).toContainText("within 24 hours on business days");
      // The thank-you panel with the reference is brought into view and focus, not left scrolled off the top.
      await expect(outcome).toBeFocused();
      await expect(outcome).toBeInViewport();
      await expect(page.getByTestId("error-summary")).toHaveCount(0);
      expect(await axeViolations(page, "#contact-form")).toEqual([]);
    });

    test("on a phone, the field a refused submit focuses is in view and not under the toast", async ({ page }) => {
      await openContact(page, url);
      await page.setViewportSize({ width: 375, height: 700 });
      await fill(page, { name: valid.name, email: "taro@", message: valid.message });
      await submitButton(page, lang).click();
      const email = field(page, "email");
      await expect(email).toBeFocused();
      const shown = toast(page, m.emailInvalid);
      await expect(shown).toBeVisible();
      await expect(email).toBeInViewport();
      const [a, b] = [(await email.boundingBox())!, (await shown.boundingBox())!];
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `field ${JSON.stringify(a)} toast ${JSON.stringify(b)}`).toBe(false);
    });

    test("a visitor sends a message, sees the success toast and finds the form cleared", async ({ page }) => {
      await openContact(page, url);
      await fill(page, valid);
      const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
      const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
      await submitButton(page, lang).click();
      const request = await requestPromise;
      expect((await responsePromise).status()).toBe(201);
      const body = request.postDataJSON();
      expect(body).toMatchObject({ ...valid, language: lang, website: "" });
      expect(body.formToken).toMatch(/^v3\.contact\./);
      expect(request.headers()["idempotency-key"]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );

      const shown = toast(page, copy.toasts.success);
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute("data-variant", "success");
      if (lang === "en")
        await expect(shown).toContainText("Your message has been sent. Our team will contact you shortly.");
      for (const name of Object.keys(valid) as (keyof typeof valid)[]) await expect(field(page, name)).toHaveValue("");
      // The next message gets a token of its own.
      await expect(page.locator('#contact-form input[name="formToken"]')).not.toHaveValue(body.formToken);
      await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
    });

    test("when the server fails, the visitor is told so and keeps what they typed", async ({ page }) => {
      await openContact(page, url);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A dropped connection: the browser reports net::ERR_FAILED, which is the point of this test.
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.abort("failed");
      });
      await fill(page, valid);
      await submitButton(page, lang).click();
      const sending = page.getByRole("button", { name: copy.form.sending });
      await expect(sending).toBeDisabled();
      await expect(sending).toHaveAttribute("aria-busy", "true");
      release();
      await expect(toast(page, copy.toasts.failure)).toBeVisible();
      if (lang === "en")
        await expect(toast(page, "Failed to send message. Please try again or email us directly.")).toBeVisible();
      for (const [name, value] of Object.entries(valid))
        await expect(field(page, name as keyof typeof valid)).toHaveValue(value);
      await expect(submitButton(page, lang)).toBeEnabled();
    });

    test.describe("with stubbed error answers", () => {
      // The browser logs each stubbed 4xx/5xx answer as a failed resource; those are the point here.
      test.use({ expectedConsoleErrors: [/status of (400|429|500)/] });

      test("a server error or rate limit shows the failure toast, and a server-side validation error shows the server's message", async ({
        page,
      }) => {
        await openContact(page, url);
        const answers = [
          {
            status: 500,
            body: { ok: false, error: { code: "internal", field: "request", message: "x" } },
            toast: copy.toasts.failure,
          },
          {
            status: 429,
            body: { ok: false, error: { code: "rateLimited", field: "request", message: "x" } },
            toast: copy.toasts.failure,
          },
          {
            status: 400,
            body: { ok: false, error: { code: "validation", field: "email", message: m.emailInvalid } },
            toast: m.emailInvalid,
          },
        ];
        await fill(page, valid);
        for (const answer of answers) {
          await page.route("**/api/contact", (route) => route.fulfill({ status: answer.status, json: answer.body }), {
            times: 1,
          });
          await submitButton(page, lang).click();
          await expect(toast(page, answer.toast).last()).toBeVisible();
          for (const [name, value] of Object.entries(valid))
            await expect(field(page, name as keyof typeof valid)).toHaveValue(value);
        }
        await expect(field(page, "email")).toBeFocused();
      });
    });

    test("a visitor opening /contact#schedule gets the schedule tab with the 700 px booking widget", async ({
      page,
    }) => {
      await page.goto(`${url}#schedule`);
      const scheduleTab = page.getByRole("tab", { name: copy.tabs.schedule });
      await expect(scheduleTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tab", { name: copy.tabs.message })).toHaveAttribute("aria-selected", "false");
      const frame = page.getByTestId("scheduler-frame");
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute("title", copy.schedule.frameTitle);
      await expect(frame).toHaveAttribute("loading", "lazy");
      expect((await frame.boundingBox())?.height).toBe(700);
      // The plain link to the same booking page, for when the frame cannot load.
      const fallback = page.getByTestId("scheduler-fallback").getByRole("link");
      await expect(fallback).toHaveAttribute("target", "_blank");
      await expect(fallback).toHaveAttribute("href", (await frame.getAttribute("src"))!);
      await expect(page.getByRole("tablist")).toBeInViewport();
      // The form is hidden, not thrown away.
      await expect(page.locator("#contact-form")).toBeHidden();
    });

    test("a visitor opening /contact starts at the top with the message tab and no booking widget loaded", async ({
      page,
    }) => {
      // Checked once React has the tabs, so that whatever hydrating does (open a tab, scroll) has been done.
      await openContact(page, url);
      await framesPassed(page);
      await expect(page.getByRole("tab", { name: copy.tabs.message })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("scheduler-frame")).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("a keyboard user moves between the tabs with the arrow keys and keeps what they typed", async ({ page }) => {
      await openContact(page, url);
      await field(page, "name").fill(valid.name);
      const messageTab = page.getByRole("tab", { name: copy.tabs.message });
      const scheduleTab = page.getByRole("tab", { name: copy.tabs.schedule });
      await messageTab.focus();
      await page.keyboard.press("ArrowRight");
      await expect(scheduleTab).toBeFocused();
      await expect(scheduleTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("scheduler-frame")).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(messageTab).toBeFocused();
      await expect(messageTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("scheduler-frame")).toHaveCount(0);
      await expect(field(page, "name")).toHaveValue(valid.name);
      await page.keyboard.press("End");
      await expect(scheduleTab).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(messageTab).toHaveAttribute("aria-selected", "true");
    });

    test("the free-consultation button opens the schedule tab", async ({ page }) => {
      await openContact(page, url);
      await page.getByTestId("consultation-banner").getByRole("link", { name: copy.consultation.cta }).click();
      await expect(page.getByRole("tab", { name: copy.tabs.schedule })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("scheduler-frame")).toBeVisible();
    });

    test("a visitor finds the office, a mailto link, a tel link with business hours and a map opening in a new tab", async ({
      page,
    }) => {
      await page.goto(url);
      await expect(page.getByTestId("contact-card")).toHaveCount(3);
      await expect(page.locator('[data-card="office"]')).toContainText(company.address.full[lang]);
      await expect(page.getByTestId("email-link")).toHaveAttribute("href", `mailto:${company.email}`);
      await expect(page.getByTestId("email-link")).toHaveText(company.email);
      await expect(page.getByTestId("phone-link")).toHaveAttribute("href", `tel:${company.phone.tel}`);
      await expect(page.getByTestId("phone-link")).toHaveText(company.phone.display);
      await expect(page.locator('[data-card="phone"]')).toContainText(company.hours.label[lang]);

      const mapLink = page.getByTestId("map-link");
      await expect(mapLink).toHaveAttribute("target", "_blank");
      await expect(mapLink).toHaveAttribute("rel", /noopener/);
      await expect(mapLink).toContainText(copy.access.mapLink);
      const href = new URL((await mapLink.getAttribute("href"))!);
      expect(href.hostname).toBe("www.google.com");
      expect(href.searchParams.get("query")).toBe(company.address.full[lang]);
    });

    test("the office map is only embedded when the visitor scrolls near it, without moving anything", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(url);
      const box = page.getByTestId("map-box");
      await expect(box).toBeAttached();
      // Past the point where the settled page would have woken the map (its first look at the viewport, and more).
      await islandPrefetchRan(page);
      await expect(page.getByTestId("map-frame")).toHaveCount(0);
      const before = await box.evaluate((e) => e.getBoundingClientRect().height);
      await box.scrollIntoViewIfNeeded();
      const frame = page.getByTestId("map-frame");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("title", copy.access.mapTitle);
      expect(await box.evaluate((e) => e.getBoundingClientRect().height)).toBe(before);
    });

    test("the form carries a hidden honeypot, a privacy notice and the required-field note", async ({ page }) => {
      await page.goto(url);
      const form = page.locator("#contact-form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/api/contact#contact-form");
      const honeypot = form.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      expect(await honeypot.evaluate((e) => e.closest('[aria-hidden="true"]') !== null)).toBe(true);
      expect(await form.locator("[style]").count()).toBe(0);
      await expect(form.locator('input[name="language"]')).toHaveValue(lang);
      await expect(form).toContainText(copy.form.requiredNote);
      if (lang === "en") await expect(form).toContainText("* indicates required field");
      for (const name of ["name", "email", "message"] as const) {
        await expect(page.locator(`label[for="contact-${name}"]`)).toContainText("*");
        await expect(field(page, name)).toHaveAttribute("required", "");
      }
      for (const name of ["phone", "company"] as const)
        await expect(page.locator(`label[for="contact-${name}"]`)).not.toContainText("*");
      const privacy = page.getByTestId("privacy-notice").getByRole("link", { name: copy.form.privacy.link });
      await expect(privacy).toHaveAttribute("href", `${prefix}/privacy`);
    });

    test("a visitor arriving by a link inside the site still gets a valid form token", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/company`);
      const nav = page.getByRole("navigation", { name: navigation[lang].mainNavLabel });
      await nav.getByRole("link", { name: navigation[lang].contact.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
      const token = page.locator('#contact-form input[name="formToken"]');
      await expect(token).toHaveValue(/^v3\.contact\./);
      await expect(token).not.toHaveValue(FORM_TOKEN_PLACEHOLDER);
    });
  });

  test.describe(`contact form without JavaScript (${lang})`, () => {
    async function noJsPage(browser: Browser) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      return { context, page: await context.newPage() };
    }

    test("a visitor without JavaScript sends the form and lands on a success message", async ({ browser }) => {
      const { context, page } = await noJsPage(browser);
      await page.goto(url);
      await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
      await fill(page, valid);
      await page.waitForTimeout(NO_JS_FILL_MS);
      await submitButton(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?sent=1&ref=C-\\d{4}-\\d{4}#contact-form$`));
      const outcome = page.getByTestId("form-outcome");
      await expect(outcome).toHaveAttribute("data-kind", "sent");
      await expect(outcome).toContainText(copy.toasts.success);
      await expect(outcome).toContainText(copy.toasts.nextStep);
      // The reference the email carries, and what happens next, as with JavaScript.
      const reference = new URL(page.url()).searchParams.get("ref")!;
      await expect(page.getByTestId("form-reference")).toHaveText(`${copy.toasts.referenceLabel}: ${reference}`);
      await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
      await context.close();
    });

    test("a visitor without JavaScript who mistypes the email address gets the page back, filled in, with the error", async ({
      browser,
    }) => {
      const { context, page } = await noJsPage(browser);
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      await page.goto(url);
      const typed = { ...valid, email: "not-an-email", message: "一行目\nsecond line & <b>more</b>" };
      await fill(page, typed);
      const token = await page.locator('#contact-form input[name="formToken"]').inputValue();
      await page.waitForTimeout(NO_JS_FILL_MS);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().includes("/api/contact")),
        submitButton(page, lang).click(),
      ]);
      // The page itself answers the post (400), at the post's address: nothing typed goes into a URL.
      expect(answer.status()).toBe(400);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      await expect(page).toHaveURL(/\/api\/contact#contact-form$/);
      const outcome = page.getByTestId("form-outcome");
      await expect(outcome).toHaveAttribute("data-kind", "error");
      await expect(outcome).toContainText(m.emailInvalid);
      for (const [name, value] of Object.entries(typed))
        await expect(field(page, name as keyof typeof valid)).toHaveValue(value);
      await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#contact-email-error")).toHaveText(m.emailInvalid);
      await expect(page.getByTestId("field-error")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${prefix}/contact$`));

      // The form keeps its token (the anti-spam fill time does not start again), so corrected at once, it goes through.
      await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(token);
      await field(page, "email").fill(valid.email);
      await submitButton(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?sent=1&ref=C-\\d{4}-\\d{4}#contact-form$`));
      await expect(page.getByTestId("form-outcome")).toHaveAttribute("data-kind", "sent");
      for (const address of urls) expect(address).not.toMatch(/not-an-email|taro|Tamagawa|example\.com/);
      await context.close();
    });

    test("a visitor without JavaScript who leaves several fields wrong gets each one marked", async ({ browser }) => {
      const { context, page } = await noJsPage(browser);
      await page.goto(url);
      await fill(page, { email: "not-an-email", phone: valid.phone });
      await page.waitForTimeout(NO_JS_FILL_MS);
      await submitButton(page, lang).click();
      await expect(page).toHaveURL(/\/api\/contact#contact-form$/);
      await expect(page.getByTestId("form-outcome")).toContainText(m.nameRequired);
      for (const [name, message] of Object.entries({
        name: m.nameRequired,
        email: m.emailInvalid,
        message: m.messageRequired,
      })) {
        await expect(field(page, name as keyof typeof valid)).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`#contact-${name}-error`)).toHaveText(message);
      }
      await expect(page.getByTestId("field-error")).toHaveCount(3);
      await context.close();
    });

    test("without JavaScript the contact page offers a plain link to the booking page", async ({ browser }) => {
      const { context, page } = await noJsPage(browser);
      await page.goto(`${url}#schedule`);
      const note = page.getByTestId("scheduler-noscript");
      await expect(note).toBeVisible();
      await expect(note).toContainText(copy.schedule.noScriptBefore.trim());
      const link = note.getByRole("link", { name: copy.schedule.noScriptLink });
      await expect(link).toHaveAttribute("href", "https://calendly.com/tamagawa-digital/30min");
      await expect(link).toHaveAttribute("target", "_blank");
      await context.close();
    });
  });
}

test("with JavaScript, the no-script booking note stays hidden", async ({ page }) => {
  await openContact(page, "/en/contact");
  await expect(page.getByTestId("scheduler-noscript")).toHaveCount(0);
});

test.describe("a form post refused while JavaScript runs", () => {
  // The page reports its own 400 status as a failed "resource".
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("comes back with the typed values shown as text, never run", async ({ page }) => {
    // A native post (as a browser without our script would make), answered while JavaScript runs on the page.
    await page.addInitScript(() => ((window as unknown as { __ran: number }).__ran = 0));
    const payload = {
      name: '</script><script>window.__ran++</script>"><img src=x onerror="window.__ran++">',
      email: "not-an-email",
      message: "<svg onload=window.__ran++>\n{{constructor.constructor('window.__ran++')()}}",
      language: "en",
    };
    await page.goto("/en/contact");
    await page.evaluate((fields) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/api/contact#contact-form";
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("textarea");
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, payload);
    await expect(page).toHaveURL(/\/api\/contact#contact-form$/);
    await expect(field(page, "name")).toHaveValue(payload.name);
    await expect(field(page, "message")).toHaveValue(payload.message);
    // Hydrated, the form keeps what was typed.
    await field(page, "phone").focus();
    await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
    await expect(field(page, "name")).toHaveValue(payload.name);
    expect(await page.evaluate(() => (window as unknown as { __ran: number }).__ran)).toBe(0);
  });
});

test("an unknown error key in the address shows no message at all", async ({ page }) => {
  await page.goto("/en/contact?error=<b>hacked</b>");
  await expect(page.locator("#contact-form")).toBeVisible();
  await expect(page.getByTestId("form-outcome")).toHaveCount(0);
});
