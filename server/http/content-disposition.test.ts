import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("keeps a plain name and always says attachment", () => {
    expect(contentDisposition("plan.pdf")).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
  });
  it("cannot be broken out of by quotes, semicolons or line breaks, and keeps a Japanese name exactly", () => {
    const header = contentDisposition('見積"; filename=evil.html\r\nX: y.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('見積"; filename=evil.html\r\nX: y.pdf');
  });
});

describe("contentDisposition's ASCII fallback", () => {
  it("puts the stem before what is left of a Japanese name", () => {
    expect(contentDisposition("御見積書_Q-2611-0001.pdf", "quotation")).toMatch(
      /^attachment; filename="quotation_Q-2611-0001\.pdf"; filename\*=UTF-8''/,
    );
    expect(contentDisposition("見積.pdf", "quotation")).toContain('filename="quotation.pdf"');
    expect(contentDisposition("Quotation_Q-2611-0001.pdf", "quotation")).toContain(
      'filename="Quotation_Q-2611-0001.pdf"',
    );
  });
});
