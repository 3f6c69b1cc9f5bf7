// Signs form tokens for load generators, in the format of server/http/form-token.server.ts
// (v2.<form>.<issued at, base 36>.<random id>.<HMAC-SHA256>), with the FORM_SECRET the
// measured server was started with. Issued in the past, so the minimum fill time has passed.
import { createHmac, randomBytes } from "node:crypto";

export function signFormToken(secret, form, issuedAt = Date.now() - 10_000) {
  const payload = `v2.${form}.${issuedAt.toString(36)}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}
