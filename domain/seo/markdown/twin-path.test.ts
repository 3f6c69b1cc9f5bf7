import { describe, expect, it } from "vitest";
import { twinPath } from "./twin-path";

describe("twinPath", () => {
  it("puts a page's twin at its path plus .md, and index.md for a home page", () => {
    expect(twinPath("/")).toBe("/index.md");
    expect(twinPath("/en")).toBe("/en/index.md");
    expect(twinPath("/services")).toBe("/services.md");
    expect(twinPath("/en/case-studies/seo-computer-repair")).toBe("/en/case-studies/seo-computer-repair.md");
  });

  it("ignores the query and the hash", () => {
    expect(twinPath("/portfolio?category=mobile")).toBe("/portfolio.md");
    expect(twinPath("/contact#schedule")).toBe("/contact.md");
  });
});
