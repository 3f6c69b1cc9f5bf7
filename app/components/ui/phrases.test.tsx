import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Phrases } from "./phrases";
import { japanesePhrases } from "../../../domain/text/japanese-phrases";

describe("Japanese phrase breaks", () => {
  it("splits the home headline into phrases, keeping 「プロダクト」 whole", () => {
    expect(japanesePhrases("アイデアを、動くプロダクトへ。")).toEqual(["アイデアを、", "動く", "プロダクトへ。"]);
  });

  it("leaves text without Japanese whole", () => {
    expect(japanesePhrases("Turning your ideas into products that work.")).toEqual([
      "Turning your ideas into products that work.",
    ]);
  });

  it("renders a <wbr> at each boundary inside a keep-all span, and plain text when there is nothing to split", () => {
    expect(renderToStaticMarkup(<Phrases text="プロジェクトを始めましょう" />)).toBe(
      '<span class="phrases">プロジェクトを<wbr/>始めましょう</span>',
    );
    expect(renderToStaticMarkup(<Phrases text="Contact" />)).toBe("Contact");
  });
});
