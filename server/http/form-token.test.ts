import { describe, expect, it } from "vitest";
import { tokenFillMs } from "../../domain/forms/form-token";
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

  it("names its fill time for the page, and verifies against the server's own", () => {
    const quick = createFormTokens("a-secret-of-some-length", { minFillMs: 500 });
    expect(tokenFillMs(quick.issue("contact", now))).toBe(500);
    expect(tokenFillMs(quick.issue("chat", now))).toBe(0);
    expect(tokenFillMs(tokens.issue("quote", now))).toBe(MIN_FILL_MS);
    expect(tokenFillMs("not a token")).toBe(MIN_FILL_MS);
    expect(quick.verify(quick.issue("contact", now - 400), "contact", now).verdict).toBe("too-fast");
    expect(quick.verify(quick.issue("contact", now - 600), "contact", now).verdict).toBe("valid");
    // Same secret, longer rule: a token issued under the short one is still held to this server's.
    expect(tokens.verify(quick.issue("contact", now - 600), "contact", now).verdict).toBe("too-fast");
  });

  it("refuses tampering and another secret's tokens", () => {
    const token = tokens.issue("contact", now - 10_000);
    const [v, form, at, fill, id, sig] = token.split(".");
    expect(tokens.verify([v, "chat", at, fill, id, sig].join("."), "chat", now).verdict).toBe("forged");
    expect(tokens.verify([v, form, at, "0", id, sig].join("."), "contact", now).verdict).toBe("forged");
    expect(
      tokens.verify(createFormTokens("another-secret-entirely").issue("contact", now - 10_000), "contact", now).verdict,
    ).toBe("forged");
    expect(tokens.verify(`v2.${form}.${at}.${id}.${sig}`, "contact", now).verdict).toBe("forged");
    expect(form).toBe("contact");
  });
});
