import { describe, expect, it } from "vitest";
import { createFormTokens, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./form-token";

describe("form tokens", () => {
  const tokens = createFormTokens("a-secret-of-some-length");
  const now = Date.now();

  it("verifies a token only for the form it was issued for", () => {
    const token = tokens.issue("quote", now - 10_000);
    expect(tokens.verify(token, "quote", now)).toEqual({ verdict: "valid", id: expect.any(String) });
    expect(tokens.verify(token, "contact", now).verdict).toBe("forged");
    expect(tokens.verify(token, "chat", now).verdict).toBe("forged");
  });

  it("gives every token its own id", () => {
    const ids = new Set(
      Array.from({ length: 50 }, () => tokens.verify(tokens.issue("contact", now - 10_000), "contact", now).id),
    );
    expect(ids.size).toBe(50);
  });

  it("applies the form's minimum fill time and the maximum age", () => {
    expect(tokens.verify(tokens.issue("contact", now - MIN_FILL_MS + 10), "contact", now).verdict).toBe("too-fast");
    expect(tokens.verify(tokens.issue("chat", now), "chat", now).verdict).toBe("valid");
    expect(tokens.verify(tokens.issue("contact", now - MAX_TOKEN_AGE_MS - 1), "contact", now).verdict).toBe("expired");
  });

  it("refuses tampering and another secret's tokens", () => {
    const token = tokens.issue("contact", now - 10_000);
    const [v, form, at, id, sig] = token.split(".");
    expect(tokens.verify([v, "chat", at, id, sig].join("."), "chat", now).verdict).toBe("forged");
    expect(
      tokens.verify(createFormTokens("another-secret-entirely").issue("contact", now - 10_000), "contact", now).verdict,
    ).toBe("forged");
    expect(tokens.verify(`v1.${at}.${id}.${sig}`, "contact", now).verdict).toBe("forged");
    expect(form).toBe("contact");
  });
});
