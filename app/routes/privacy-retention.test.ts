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

/** Both languages' policies state `months` and `days` in each of their three places; returns the texts. */
async function expectStated(months: number, days: number) {
  const en = await privacyText("/en/privacy");
  expect(en).toContain(`Contact form messages: ${months} months from receipt`);
  expect(en).toContain(`deleted after ${days} days; all others are kept for ${months} months`);
  expect(en).toContain(`Chat support conversations: ${months} months`);
  const ja = await privacyText("/privacy");
  expect(ja).toContain(`お問い合わせフォームのメッセージ：受信から原則${months}か月`);
  expect(ja).toContain(`${days}日後に削除し、それ以外は${months}か月`);
  expect(ja).toContain(`チャットサポートの会話履歴：${months}か月`);
  return { en, ja };
}

it("states the default periods when nothing is configured", async () => {
  vi.stubEnv("RETENTION_MONTHS", "");
  vi.stubEnv("INCOMPLETE_QUOTE_RETENTION_DAYS", "");
  await expectStated(24, 30);
});

it("states the configured periods in both languages, and no other", async () => {
  vi.stubEnv("RETENTION_MONTHS", "6");
  vi.stubEnv("INCOMPLETE_QUOTE_RETENTION_DAYS", "7");
  const { en, ja } = await expectStated(6, 7);
  expect(en).not.toContain("24 months");
  expect(ja).not.toContain("24か月");
});
