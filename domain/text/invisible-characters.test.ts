import { describe, expect, it } from "vitest";
import {
  hasInvisibleCharacters,
  withoutInvisibleCharacters,
  withoutInvisibleCharactersKeepingEmoji,
} from "./invisible-characters";

const every = [
  ..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c",
  ..."\u200b\u200c\u200d\u2060\ufeff\u00ad",
];

describe("invisible characters", () => {
  it("finds and removes every bidi control, zero-width character and soft hyphen", () => {
    for (const char of every) {
      expect(hasInvisibleCharacters(`a${char}b`), escape(char)).toBe(true);
      expect(withoutInvisibleCharacters(`a${char}b${char}`)).toBe("ab");
      expect(withoutInvisibleCharactersKeepingEmoji(`${char}a${char}b`)).toBe("ab");
    }
    expect(hasInvisibleCharacters("山田 太郎 O'Brien 👍🏽 مرحبا")).toBe(false);
  });

  it("keeps the joiners of emoji sequences in multi-line text, and only those", () => {
    for (const emoji of ["👨\u200d👩\u200d👧\u200d👦", "🏳\ufe0f\u200d🌈", "🧑🏽\u200d💻", "❤\ufe0f\u200d🔥"])
      expect(withoutInvisibleCharactersKeepingEmoji(`家族 ${emoji}\u202e です`)).toBe(`家族 ${emoji} です`);
    expect(withoutInvisibleCharactersKeepingEmoji("pay\u200dpal 👍\u200d x\u200d👍")).toBe("paypal 👍 x👍");
    expect(withoutInvisibleCharacters("👨\u200d👩")).toBe("👨👩");
  });
});
