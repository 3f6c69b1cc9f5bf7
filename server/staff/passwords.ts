import { hash, verify } from "@node-rs/argon2";

export const MIN_PASSWORD_LENGTH = 12;
/** Longer input is refused before hashing, so a megabyte "password" cannot buy CPU time. */
export const MAX_PASSWORD_LENGTH = 256;

// argon2id (the library's default) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class WeakPasswordError extends Error {}

export function checkPasswordRules(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new WeakPasswordError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new WeakPasswordError(`The password must have at most ${MAX_PASSWORD_LENGTH} characters.`);
}

export async function hashPassword(password: string): Promise<string> {
  checkPasswordRules(password);
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. For an unknown account pass `null`: a dummy
 * hash is verified all the same, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const candidate = password.slice(0, MAX_PASSWORD_LENGTH);
  if (stored === null) {
    dummyHash ??= hash("not-a-real-password-for-timing", options);
    await verify(await dummyHash, candidate).catch(() => false);
    return false;
  }
  return verify(stored, candidate).catch(() => false);
}
