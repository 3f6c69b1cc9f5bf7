import { afterEach, expect, it, vi } from "vitest";

// The privacy policy states the retention periods this installation's purge job
// applies (RETENTION_MONTHS, INCOMPLETE_QUOTE_RETENTION_DAYS), not fixed figures.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function privacyText(path: string): Promise<string> {
  const { loader } = await import("./privacy");
  const data = await loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof loader>[0]);
  return JSON.stringify(data.content);
}

it("states the default periods when nothing is configured", async () => {
  vi.stubEnv("RETENTION_MONTHS", "");
  vi.stubEnv("INCOMPLETE_QUOTE_RETENTION_DAYS", "");
  const en = await privacyText("/en/privacy");
  expect(en).toContain("Contact form messages: 24 months from receipt");
  expect(en).toContain("deleted after 30 days; all others are kept for 24 months");
  expect(en).toContain("Chat support conversations: 24 months");
});

it("states the configured periods in both languages", async () => {
  vi.stubEnv("RETENTION_MONTHS", "6");
  vi.stubEnv("INCOMPLETE_QUOTE_RETENTION_DAYS", "7");
  const en = await privacyText("/en/privacy");
  expect(en).toContain("Contact form messages: 6 months from receipt");
  expect(en).toContain("deleted after 7 days; all others are kept for 6 months");
  expect(en).toContain("Chat support conversations: 6 months");
  expect(en).not.toContain("24 months");
  const ja = await privacyText("/privacy");
  expect(ja).toContain("お問い合わせフォームのメッセージ：受信から原則6か月");
  expect(ja).toContain("7日後に削除し、それ以外は6か月");
  expect(ja).toContain("チャットサポートの会話履歴：6か月");
  expect(ja).not.toContain("24か月");
});
