import { describe, expect, test } from "vitest";
import { bearerToken, hashQuoteToken, issueQuoteToken, tokenMatches } from "./quote-token";

describe("quote tokens", () => {
  test("a token carries 256 random bits in base64url and only its SHA-256 is kept", () => {
    const { token, hash } = issueQuoteToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashQuoteToken(token));
    expect(hash).not.toContain(token);
    expect(issueQuoteToken().token).not.toBe(token);
  });

  test("only the matching token passes; missing tokens and missing hashes never do", () => {
    const { token, hash } = issueQuoteToken();
    expect(tokenMatches(hash, token)).toBe(true);
    expect(tokenMatches(hash, `${token}x`)).toBe(false);
    expect(tokenMatches(hash, issueQuoteToken().token)).toBe(false);
    expect(tokenMatches(hash, undefined)).toBe(false);
    expect(tokenMatches(null, token)).toBe(false);
    expect(tokenMatches(undefined, "")).toBe(false);
    expect(tokenMatches(hashQuoteToken(""), "")).toBe(false);
  });

  test("the bearer token is read from a well-formed Authorization header only", () => {
    const request = (authorization?: string) =>
      new Request("http://x/", { headers: authorization ? { authorization } : {} });
    expect(bearerToken(request("Bearer abc_DEF-123"))).toBe("abc_DEF-123");
    expect(bearerToken(request("bearer abc"))).toBe("abc");
    expect(bearerToken(request("Basic abc"))).toBeUndefined();
    expect(bearerToken(request("Bearer"))).toBeUndefined();
    expect(bearerToken(request(`Bearer ${"a".repeat(201)}`))).toBeUndefined();
    expect(bearerToken(request())).toBeUndefined();
  });
});
