import { describe, expect, it } from "vitest";
import { parseChatLinks } from "./chat-links";

describe("parseChatLinks", () => {
  it("turns a Markdown link to a page of the site into a link and keeps the text around it", () => {
    expect(parseChatLinks("See [pricing](/pricing-calculator) for details.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", label: "pricing", href: "/pricing-calculator" },
      { kind: "text", text: " for details." },
    ]);
  });

  it("accepts https links and localised paths with a hash", () => {
    expect(parseChatLinks("[SEO](/en/services#seo) [map](https://maps.example/q)")).toEqual([
      { kind: "link", label: "SEO", href: "/en/services#seo" },
      { kind: "text", text: " " },
      { kind: "link", label: "map", href: "https://maps.example/q" },
    ]);
  });

  it("leaves javascript:, http:, data: and protocol-relative links as plain text", () => {
    for (const href of [
      "javascript:alert(1)",
      "http://example.com",
      "data:text/html,hi",
      "//evil.example/x",
      "/\\evil.example",
    ]) {
      expect(parseChatLinks(`click [here](${href})`)).toEqual([{ kind: "text", text: `click [here](${href})` }]);
    }
  });

  it("keeps HTML as text and handles Japanese text without spaces", () => {
    expect(parseChatLinks('<img src=x onerror="alert(1)">料金は[料金シミュレーター](/pricing-calculator)へ')).toEqual([
      { kind: "text", text: '<img src=x onerror="alert(1)">料金は' },
      { kind: "link", label: "料金シミュレーター", href: "/pricing-calculator" },
      { kind: "text", text: "へ" },
    ]);
  });

  it("returns a single text part when there is no link", () => {
    expect(parseChatLinks("Hello")).toEqual([{ kind: "text", text: "Hello" }]);
    expect(parseChatLinks("")).toEqual([]);
  });
});
