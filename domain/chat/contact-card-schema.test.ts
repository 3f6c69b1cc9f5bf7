import { describe, expect, it } from "vitest";
import { chatContactCard } from "../../content/chat-contact-card";
import { contactValidation } from "../../content/contact-validation";
import { validateContactCard } from "./contact-card-schema";
import { readContactCard } from "./contact-card";

const valid = {
  name: "Ken Ito",
  email: "ken@example.com",
  message: "A new website",
  preferredTime: "weekday afternoons",
};

describe("the contact card's rules", () => {
  it("are the contact form's, plus a preferred time of one line and at most 100 characters", () => {
    expect(validateContactCard({ ...valid, preferredTime: " 平日の午後 " }, "ja")).toEqual({
      ok: true,
      data: { ...valid, preferredTime: "平日の午後", phone: "", company: "" },
    });
    expect(validateContactCard({ ...valid, preferredTime: undefined }, "en")).toMatchObject({
      ok: true,
      data: { preferredTime: "" },
    });
    expect(validateContactCard({ ...valid, preferredTime: "あ".repeat(100) }, "ja").ok).toBe(true);
    expect(validateContactCard({ ...valid, preferredTime: "あ".repeat(101) }, "ja")).toMatchObject({
      ok: false,
      first: { field: "preferredTime", message: chatContactCard.ja.preferredTimeTooLong },
    });
    expect(validateContactCard({ ...valid, preferredTime: "mornings\nor evenings" }, "en")).toMatchObject({
      ok: false,
      first: { field: "preferredTime", message: chatContactCard.en.preferredTimeBadCharacters },
    });
    expect(validateContactCard({ ...valid, preferredTime: 7 }, "en")).toMatchObject({
      ok: false,
      first: { field: "preferredTime", message: chatContactCard.en.preferredTimeInvalid },
    });
  });

  it("report every field at fault, the first in the card's order, in the visitor's language", () => {
    const result = validateContactCard({ name: "", email: "nope", phone: "1".repeat(51), message: "" }, "ja");
    expect(result).toEqual({
      ok: false,
      errors: {
        name: contactValidation.ja.nameRequired,
        email: contactValidation.ja.emailInvalid,
        phone: contactValidation.ja.phoneTooLong,
        message: contactValidation.ja.messageRequired,
      },
      first: { field: "name", message: contactValidation.ja.nameRequired },
    });
    expect(validateContactCard(null, "en")).toMatchObject({ ok: false, first: { field: "name" } });
  });
});

describe("readContactCard", () => {
  it("keeps the known text fields of a card and refuses anything else", () => {
    expect(readContactCard({ kind: "sales", name: "Ken", email: "", phone: 7, extra: "x" })).toEqual({
      kind: "sales",
      name: "Ken",
    });
    expect(readContactCard({ kind: "other" })).toBeNull();
    expect(readContactCard("sales")).toBeNull();
    expect(readContactCard(null)).toBeNull();
  });
});
