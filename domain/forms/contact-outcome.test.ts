import { describe, expect, it } from "vitest";
import { contactPage } from "../../content/contact-page";
import { contactValidation } from "../../content/contact-validation";
import { CONTACT_REFERENCE_PLACEHOLDER, contactOutcome } from "./contact-outcome";

const at = (query: string) => new URL(`http://localhost/contact${query}`);

describe("contactOutcome", () => {
  it("a form post that was accepted shows the success message in the page's language", () => {
    expect(contactOutcome(at("?sent=1"), "en", contactPage.en)).toEqual({
      kind: "sent",
      title: contactPage.en.toasts.successTitle,
      message: "Your message has been sent. Our team will contact you shortly.",
      detail:
        "We will reply by email within 24 hours on business days. Please quote your reference if you write to us.",
      // The page is rendered once; the server puts each visitor's reference in place of the stand-in.
      reference: { label: contactPage.en.toasts.referenceLabel, value: CONTACT_REFERENCE_PLACEHOLDER },
    });
    expect(contactOutcome(at("?sent=1"), "ja", contactPage.ja)?.message).toBe(contactPage.ja.toasts.success);
  });

  it("an error key from the API becomes its translated validation message", () => {
    expect(contactOutcome(at("?error=emailInvalid"), "en", contactPage.en)?.message).toBe("Invalid email address");
    expect(contactOutcome(at("?error=nameTooLong"), "ja", contactPage.ja)?.message).toBe(
      contactValidation.ja.nameTooLong,
    );
  });

  it("unknown keys, inherited property names and plain visits show nothing", () => {
    for (const query of ["", "?error=<b>x</b>", "?error=toString", "?error=__proto__", "?sent=yes"]) {
      expect(contactOutcome(at(query), "en", contactPage.en)).toBeNull();
    }
  });
});
