import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("a CSV cell a spreadsheet cannot run", () => {
  it("prefixes a formula's start, half-width or full-width, and leaves other text as it is", () => {
    for (const start of ["=", "+", "-", "@", "＝", "＋", "－", "＠"])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell("\u202e=1+1")).toBe(`"'=1+1"`);
    expect(csvCell('川崎 "商事"')).toBe(`"川崎 ""商事"""`);
  });
});
