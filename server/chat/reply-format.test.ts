import { describe, expect, it } from "vitest";
import { markdownLink, plainEcho, sanitizeModelReply } from "./reply-format";

describe("reply safety", () => {
  it("repeats visitor text without anything that could become markup or a link", () => {
    expect(plainEcho("<b>Jane</b> [x](https://evil.example)")).toBe("＜b＞Jane＜/b＞ ［x］（https://evil.example）");
  });

  it("repeats visitor text without bidi controls or zero-width characters, emoji whole", () => {
    expect(plainEcho("Ja\u202Ene\u200B Doe\u00AD\uFEFF\nnext 👨\u200D👩\u200D👧")).toBe(
      "Jane Doe next 👨\u200D👩\u200D👧",
    );
  });

  it("links our own pages in the visitor's language", () => {
    expect(markdownLink("料金シミュレーター", "/pricing-calculator", "ja")).toBe(
      "[料金シミュレーター](/pricing-calculator)",
    );
    expect(markdownLink("Services: SEO", "/services#seo", "en")).toBe("[Services: SEO](/en/services#seo)");
  });

  it("keeps only links to our own pages in a model's reply", () => {
    const out = sanitizeModelReply(
      "[a](/contact) [b](//evil.example) [c](https://evil.example) [mail](mailto:info@example.jp) <i>x</i>",
    );
    expect(out).toBe("[a](/contact) b c mail (info@example.jp) x");
  });
});
