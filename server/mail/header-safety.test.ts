import { describe, expect, it } from "vitest";
import { backoffMs, redactAddresses } from "./outbox-claim";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, DEFAULT_MAX_ATTEMPTS } from "./retry-schedule";
import { displayName, headerText, isSafeAddress, parseMailbox } from "./header-safety";

describe("header safety", () => {
  it("turns line breaks and control characters in header text into single spaces", () => {
    expect(headerText("Hello\r\nBcc: x@example.org\u2028end\u0000")).toBe("Hello Bcc: x@example.org end");
    expect(headerText("件名\n続き")).toBe("件名 続き");
  });

  it("drops bidi controls and zero-width characters from header text, keeping emoji whole", () => {
    expect(headerText("Taro\u202Egnp.exe\u200B\u00AD\uFEFF 👨\u200D👩\u200D👧")).toBe("Tarognp.exe 👨\u200D👩\u200D👧");
  });

  it("leaves out a display name that could pass for another mailbox", () => {
    expect(displayName("山田 太郎")).toBe("山田 太郎");
    expect(displayName("O'Brien, Taro")).toBe("O'Brien, Taro");
    for (const name of [
      "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=",
      "=?utf-8?q?x?=",
      "Bob <attacker@evil.example>",
      "attacker@evil.example",
      "Bob >",
    ])
      expect(displayName(name), name).toBe("");
  });

  it("accepts only plain single addresses", () => {
    expect(isSafeAddress("taro.yamada+web@example.co.jp")).toBe(true);
    for (const bad of [
      "a@b.jp\r\nBcc: c@d.jp",
      "a@b.jp,c@d.jp",
      "A <a@b.jp>",
      '"a"@b.jp',
      "a@b",
      "a b@c.jp",
      "a@b.jp;c@d.jp",
    ]) {
      expect(isSafeAddress(bad), bad).toBe(false);
    }
    // The same regular expression used twice in a row must give the same answer (no /g state).
    expect(isSafeAddress("a@b.jp\n")).toBe(false);
    expect(isSafeAddress("a@b.jp\n")).toBe(false);
  });

  it("parses MAIL_FROM style settings with and without a display name", () => {
    expect(parseMailbox('"Tamagawa Digital Works" <no-reply@tamagawa-digital.jp>')).toEqual({
      name: "Tamagawa Digital Works",
      address: "no-reply@tamagawa-digital.jp",
    });
    expect(parseMailbox("多摩川 <info@tamagawa-digital.jp>")).toEqual({
      name: "多摩川",
      address: "info@tamagawa-digital.jp",
    });
    expect(parseMailbox("info@tamagawa-digital.jp")).toEqual({ name: "", address: "info@tamagawa-digital.jp" });
    expect(parseMailbox("not an address")).toBeNull();
    expect(parseMailbox("x <a@b.jp>\r\nBcc: c@d.jp")).toBeNull();
  });
});

describe("outbox retry timing", () => {
  it("backs off exponentially with jitter and never beyond the cap", () => {
    for (let i = 0; i < 50; i++) {
      expect(backoffMs(1, 1000, 60_000)).toBeGreaterThanOrEqual(800);
      expect(backoffMs(1, 1000, 60_000)).toBeLessThanOrEqual(1000);
      expect(backoffMs(4, 1000, 60_000)).toBeGreaterThanOrEqual(6400);
      expect(backoffMs(4, 1000, 60_000)).toBeLessThanOrEqual(8000);
      expect(backoffMs(30, 1000, 60_000)).toBeLessThanOrEqual(60_000);
      expect(backoffMs(200, 1000, 60_000)).toBeGreaterThanOrEqual(48_000);
    }
  });

  it("keeps retrying for more than a day with the default schedule, at most an hour apart", () => {
    const gaps = (pick: (attempt: number) => number) =>
      Array.from({ length: DEFAULT_MAX_ATTEMPTS - 1 }, (_, i) => pick(i + 1));
    const shortest = gaps((a) => 0.8 * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (a - 1)));
    const drawn = gaps((a) => backoffMs(a, BACKOFF_BASE_MS, BACKOFF_CAP_MS));
    const hours = (ms: number[]) => ms.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours(shortest)).toBeGreaterThan(24);
    expect(hours(drawn)).toBeGreaterThan(24);
    expect(hours(drawn)).toBeLessThan(34);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(3_600_000);
  });

  it("removes addresses from SMTP error text before it is stored or logged", () => {
    expect(redactAddresses("550 5.1.1 <taro@example.jp>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
  });
});
