import { createHash } from "node:crypto";
import type { Locale } from "../../domain/i18n/locales";
import { addressNetwork } from "../http/address-network";
import { ApiError } from "../http/api-error";
import type { LimitName, RateLimits } from "../http/rate-limit";
import { logger } from "../logger";

/** Which budget refused a sign-in step: the address's attempts, the account from that address, or the account. */
export type SignInBudget = "ip" | "address" | "account" | "device";

export type SignInAttempt =
  | { limited: ApiError; budget: SignInBudget }
  | {
      limited: null;
      /** The password or code was right: its points go back; `signedIn` also forgets the address's failures. */
      succeeded(signedIn: boolean): Promise<void>;
    };

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * Reserves one point of each sign-in budget before a password or code is checked.
 * Counting first (and giving the point back when the answer was right) rather than
 * checking first and counting failures afterwards keeps the budgets exact when many
 * guesses arrive at once. So a budget is one of failures: a stranger's failures at
 * one address never refuse the owner at another, and a right answer never uses one.
 *
 * The per-account budget is the one that stays shared: it is spent before the
 * password is known, so once used up it refuses the right password too (answering
 * it differently would tell a guesser which guess was right). It is sized so that
 * only many addresses failing for an hour use it up. The account's keys are hashes:
 * the store never holds the email address.
 *
 * A known device (`device`: the id of a valid device cookie for this account, device-cookie.ts)
 * spends a budget of its own instead of the account's, so strangers who use the account's
 * budget up never lock out the owner's own browsers; the address budgets apply to it as to anyone.
 */
export async function reserveSignInAttempt(
  limits: RateLimits,
  { email, ip, device }: { email: string; ip: string; device?: string | null },
  language: Locale,
): Promise<SignInAttempt> {
  const network = addressNetwork(ip);
  const pair = hash(`${email}\n${network}`);
  const [ceiling, account]: [LimitName, string] = device
    ? ["staffLoginDevice", hash(`device\n${device}`)]
    : ["staffLoginAccount", hash(email)];
  const spend = async (name: LimitName, key: string) => {
    try {
      await limits.consume(name, key, language);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return error;
      throw error;
    }
  };
  // The address's attempts, right or wrong, are counted too: each costs an argon2 verification.
  const byIp = await spend("staffLoginIp", network);
  if (byIp) return { limited: byIp, budget: "ip" };
  const byPair = await spend("staffLoginPair", pair);
  if (byPair) return { limited: byPair, budget: "address" };
  const byAccount = await spend(ceiling, account);
  if (byAccount) {
    // Nothing was checked: the attempt is no failure of this address.
    await quietly(limits.refund("staffLoginPair", pair));
    return { limited: byAccount, budget: device ? "device" : "account" };
  }
  return {
    limited: null,
    async succeeded(signedIn) {
      await quietly(limits.refund(ceiling, account));
      // A right password before the second factor is not yet a sign-in: the address's
      // failed codes must stay counted, or a guesser holding the password could reset them.
      await quietly(signedIn ? limits.forget("staffLoginPair", pair) : limits.refund("staffLoginPair", pair));
    },
  };
}

/** A refund the store failed to record leaves one point spent: it never opens more than allowed. */
async function quietly(done: Promise<void>) {
  try {
    await done;
  } catch (error) {
    logger.warn("staff_login_refund_failed", { error: error instanceof Error ? error.name : "unknown" });
  }
}
