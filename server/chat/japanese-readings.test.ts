import { beforeAll, describe, expect, it } from "vitest";
import { loadJapaneseTokenizer, personNameIn } from "./japanese-readings";

describe("personNameIn", () => {
  beforeAll(async () => {
    expect(await loadJapaneseTokenizer()).toBeDefined();
  });

  it("reads a long text with emoji without cutting one in half", () => {
    const text = "page 🇯🇵👨‍👩‍👧‍👦🇯🇵".repeat(20);
    expect(() => personNameIn(text)).not.toThrow();
    expect(personNameIn("山田太郎です")).toBe("山田太郎");
  });
});
