import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { japanesePhrases } from "./japanese-phrases";

const pieces = (text: string) => japanesePhrases(text);
const breaksInside = (text: string, word: string) => {
  const at = text.indexOf(word);
  let offset = 0;
  return pieces(text).some((p) => {
    const start = offset;
    offset += p.length;
    return start > at && start < at + word.length;
  });
};

describe("where a Japanese line may break", () => {
  it("comes back whole for text without Japanese", () => {
    expect(pieces("Cloud migration for small offices")).toEqual(["Cloud migration for small offices"]);
  });

  it("never leaves an opening bracket at a line's end nor puts a closing one, 、 or 。 at a line's start", () => {
    for (const text of [
      "社内ツール（在庫・受発注）の改修と、「見える化」の支援。",
      "Slack（チャット）連携、メール通知。",
    ]) {
      const all = pieces(text);
      expect(all.join("")).toBe(text);
      for (const p of all.slice(0, -1)) expect(p, text).not.toMatch(/[（「『【]$/);
      for (const p of all.slice(1)) expect(p, text).not.toMatch(/^[）」』】、。]/);
    }
  });

  it("keeps the company's names and the parts of its address whole, and breaks between the parts", () => {
    const text = `${company.legalName.ja}は${company.address.full.ja}にあります。`;
    expect(breaksInside(text, company.legalName.ja)).toBe(false);
    expect(breaksInside(text, "駅前本町12-8")).toBe(false);
    const all = pieces(company.address.full.ja);
    for (const part of ["神奈川県", "川崎市", "川崎区", "駅前本町12-8"]) expect(all).toContain(part);
  });

  it("lets a long compound break where a katakana or Latin word meets a kanji one, not inside either word", () => {
    expect(pieces("データベースサーバー構築")).toEqual(["データベースサーバー", "構築"]);
    expect(breaksInside("製造業向け在庫管理Webアプリの開発", "Webアプリ")).toBe(false);
    // Short words stay as they are: a one-kanji prefix and two-letter Latin are parts of their word.
    expect(breaksInside("「本サイト」に掲載", "本サイト")).toBe(false);
    expect(breaksInside("生成AI検索最適化の支援", "生成AI検索最適化")).toBe(false);
  });

  it("may break before a free-standing conjunction after a long katakana word, and before an opening bracket", () => {
    expect(pieces("システムインテグレーションおよび保守")).toContain("システムインテグレーション");
    expect(pieces("営業時間 10:00〜19:00（祝日を除く）").some((p) => p.startsWith("（祝日"))).toBe(true);
  });
});
