import { test, expect } from "./fixtures";
import { company } from "../../content/company";
import { dataRetention } from "../../domain/settings/data-retention";

const year = new Date().getFullYear();

const languages = [
  {
    lang: "ja",
    prefix: "",
    lastUpdated: `最終更新日：${year}年1月`,
    termsHeadings: [
      "適用",
      "サービス内容",
      "契約の成立",
      "知的財産権",
      "禁止事項",
      "免責事項",
      "サービス内容の変更等",
      "準拠法・裁判管轄",
      "お問い合わせ窓口",
    ],
    court: "横浜地方裁判所を第一審の専属的合意管轄裁判所",
    law: "日本法",
    appi: "個人情報の保護に関する法律",
    retention: [
      `お問い合わせフォームのメッセージ：受信から原則${dataRetention.contactMessagesMonths}か月`,
      `${dataRetention.incompleteQuotesDays}日後に削除`,
      `チャットサポートの会話履歴：${dataRetention.chatConversationsMonths}か月`,
    ],
    collected: ["氏名", "メールアドレス", "電話番号", "会社名", "お問い合わせ内容", "IPアドレス", "Cookie"],
  },
  {
    lang: "en",
    prefix: "/en",
    lastUpdated: `Last updated: January ${year}`,
    termsHeadings: [
      "Application",
      "Description of Services",
      "Formation of Contract",
      "Intellectual Property",
      "Prohibited Acts",
      "Disclaimer",
      "Changes to the Services",
      "Governing Law and Jurisdiction",
      "Contact",
    ],
    court: "exclusive jurisdiction of the Yokohama District Court as the court of first instance",
    law: "laws of Japan",
    appi: "Act on the Protection of Personal Information",
    retention: [
      `Contact form messages: ${dataRetention.contactMessagesMonths} months`,
      `deleted after ${dataRetention.incompleteQuotesDays} days`,
      `Chat support conversations: ${dataRetention.chatConversationsMonths} months`,
    ],
    collected: ["name", "email address", "phone number", "company name", "inquiry", "IP address", "cookies"],
  },
] as const;

for (const l of languages) {
  test.describe(`legal pages (${l.lang})`, () => {
    test("a visitor reads nine terms articles in order, ending with governing law and the contact desk", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/terms`);
      const articles = page.getByTestId("terms-article");
      await expect(articles).toHaveCount(9);
      for (const [i, title] of l.termsHeadings.entries()) {
        await expect(articles.nth(i).getByRole("heading", { level: 2 })).toContainText(title);
      }
      await expect(articles.nth(0).getByRole("heading", { level: 2 })).toHaveText(
        l.lang === "ja" ? "第1条（適用）" : "Article 1 (Application)",
      );
      await expect(articles.nth(7)).toContainText(l.law);
      await expect(articles.nth(7)).toContainText(l.court);
      const contact = articles.nth(8);
      await expect(contact).toContainText(company.legalName[l.lang]);
      await expect(contact).toContainText(company.address.full[l.lang]);
      await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    });

    test("a visitor sees the terms were last updated in January of the current year", async ({ page }) => {
      await page.goto(`${l.prefix}/terms`);
      await expect(page.getByTestId("last-updated")).toHaveText(l.lastUpdated);
    });

    test("a visitor reads nine privacy sections stating APPI compliance, the data collected and how long it is kept", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/privacy`);
      const sections = page.getByTestId("privacy-section");
      await expect(sections).toHaveCount(9);
      await expect(page.getByTestId("last-updated")).toHaveText(l.lastUpdated);
      await expect(page.locator("main")).toContainText(l.appi);
      await expect(sections.nth(0)).toContainText(company.legalName[l.lang]);
      for (const item of l.collected) await expect(sections.nth(1)).toContainText(item);
      for (const line of l.retention) await expect(sections.nth(1)).toContainText(line);
      await expect(sections.nth(5)).toContainText(l.lang === "ja" ? "「language」" : '"language"');
      await expect(sections.nth(6).getByText(company.email)).toBeVisible();
      await expect(sections.nth(8).getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    });

    test("a visitor jumps from the contents list to a privacy section", async ({ page }) => {
      await page.goto(`${l.prefix}/privacy`);
      const sections = page.getByTestId("privacy-section");
      const toc = page.getByRole("navigation").filter({ has: page.locator("#legal-toc") });
      await toc.getByRole("link").nth(6).click();
      await expect(sections.nth(6).getByRole("heading", { level: 2 })).toBeInViewport();
    });
  });
}
