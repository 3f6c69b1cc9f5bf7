import { describe, expect, it } from "vitest";
import { withLineBreaks } from "./line-breaks-html";

describe("line breaks placed in rendered HTML", () => {
  it("puts a <wbr> between Japanese phrases, re-breaking text already split by <wbr>", () => {
    expect(withLineBreaks("<p>プロジェクトを<wbr/>始めましょう</p>", true)).toBe(
      '<p><span class="phrases">プロジェクトを<wbr>始めましょう</span></p>',
    );
    expect(withLineBreaks("<p>アイデアを、動くプロダクトへ。</p>", true)).toBe(
      '<p><span class="phrases">アイデアを、<wbr>動く<wbr>プロダクトへ。</span></p>',
    );
  });

  it("leaves scripts, titles, attributes and islands alone, and English pages unbroken", () => {
    const html =
      '<title>会社情報</title><script>var a="会社情報";</script><a title="会社情報">会社</a>' +
      '<div data-island="x" class="contents"><div>お問い合わせください</div>お問い合わせください</div>';
    expect(withLineBreaks(html, true)).toBe(html);
    expect(withLineBreaks("<p>日本語と英語の両方で</p>", false)).toBe("<p>日本語と英語の両方で</p>");
  });

  it("breaks an address only after @, . or /, never at its hyphens, and keeps entities", () => {
    expect(withLineBreaks("<p>info@tamagawa-digital.jp &amp; more</p>", false)).toBe(
      '<p><span class="phrases">info@<wbr><span class="nowrap">tamagawa-digital.</span><wbr>jp &amp; more</span></p>',
    );
  });
});

describe("screen-reader-only text", () => {
  it("is left as it is, and a void element with the class does not stop the rest of the page", () => {
    const html = withLineBreaks(
      '<h2 class="sr-only">連絡先</h2><input class="sr-only" name="x"><p>川崎を拠点に開発を提供しています</p>',
      true,
    );
    expect(html).toContain('<h2 class="sr-only">連絡先</h2>');
    expect(html).toMatch(/<p><span class="phrases">.*<wbr>.*<\/span><\/p>/);
  });
});
