import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The capability that lets one browser change one quote: 256 random
 * bits, base64url, handed out once. Only its SHA-256 is stored, so a leaked
 * database does not let anyone edit or complete quotes.
 */
const TOKEN_BYTES = 32;
const MAX_TOKEN_LENGTH = 200;

export function issueQuoteToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashQuoteToken(token) };
}

export function hashQuoteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

// Compared against when the quote does not exist, so an unknown id costs the same work as a wrong token.
const DUMMY_HASH = hashQuoteToken(randomBytes(TOKEN_BYTES).toString("base64url"));

/** Constant-time check of a presented token against the stored hash (null or missing never matches). */
export function tokenMatches(storedHash: string | null | undefined, token: string | undefined): boolean {
  const expected = Buffer.from(storedHash ?? DUMMY_HASH);
  const given = Buffer.from(hashQuoteToken(token ?? ""));
  const equal = expected.length === given.length && timingSafeEqual(expected, given);
  return equal && Boolean(storedHash) && Boolean(token);
}

/** The token of an `Authorization: Bearer <token>` header, if well-formed. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}
