import { sql, type Transaction } from "kysely";
import type { FormName } from "../../domain/forms/form-token";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import type { Database } from "../db/schema";
import { ApiError } from "./api-error";
import { FORM_POLICIES } from "./form-token";

/**
 * Counts one use of a form token in the caller's write transaction, so a write
 * that fails uses nothing, and refuses (403) a token that has authorised all its
 * writes. One upsert: PostgreSQL locks the row for the conflicting insert and
 * re-checks the condition, SQLite has a single writer, so two processes cannot
 * both take the last use.
 */
export async function useFormToken(
  trx: Transaction<Database>,
  tokenId: string,
  form: FormName,
  language: Locale,
): Promise<void> {
  const max = FORM_POLICIES[form].uses;
  const taken = await trx
    .insertInto("form_token_uses")
    .values({ token_id: tokenId, form, uses: 1, created_at: isoNow() })
    .onConflict((oc) =>
      oc
        .column("token_id")
        .doUpdateSet({ uses: sql<number>`form_token_uses.uses + 1` })
        .where("form_token_uses.uses", "<", max),
    )
    .returning("uses")
    .executeTakeFirst();
  if (!taken) throw ApiError.of(403, "formTokenUsed", language, "formToken");
}
