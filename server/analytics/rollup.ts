import type { Db } from "../db/database";
import { writeTransaction } from "../db/database";
import { logger } from "../logger";
import { dailyCounts, vitalRollups, vitalValues } from "./aggregate";
import { analyticsDay, dayMinus } from "./analytics-day";
import { deletePastSlots } from "./visitor-cap";

export interface AnalyticsRetention {
  /** Days after which raw events are summarised per day (ANALYTICS_ROLLUP_DAYS). */
  rollupDays: number;
  /** Days after which raw events are deleted (ANALYTICS_RAW_RETENTION_DAYS). */
  rawRetentionDays: number;
}

/**
 * Summarises every day older than `rollupDays` that has raw events and no rollup yet,
 * then deletes raw events older than `rawRetentionDays` (and the salt and visitor
 * slots of any past day). A day is summarised in one transaction, so a crash leaves
 * it either whole or still to do; several processes running it at once write the
 * same rows.
 */
export async function maintainAnalytics(db: Db, keep: AnalyticsRetention, now = Date.now()) {
  const today = analyticsDay(now);
  const rollupBefore = dayMinus(today, keep.rollupDays);
  const deleteBefore = dayMinus(today, Math.max(keep.rawRetentionDays, keep.rollupDays));
  const rolled = new Set(
    (
      await db
        .selectFrom("analytics_rollups")
        .select("day")
        .where("dimension", "=", "total")
        .where("day", "<", rollupBefore)
        .execute()
    ).map((r) => r.day),
  );
  const pending = (
    await db.selectFrom("analytics_events").select("day").distinct().where("day", "<", rollupBefore).execute()
  )
    .map((r) => r.day)
    .filter((day) => !rolled.has(day));
  for (const day of pending) {
    const rows = [...(await dailyCounts(db, day, day)), ...vitalRollups(await vitalValues(db, day, day))];
    await writeTransaction(db, async (trx) => {
      await trx.deleteFrom("analytics_rollups").where("day", "=", day).execute();
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto("analytics_rollups")
          .values(rows.slice(i, i + 500))
          .execute();
    });
  }
  const deleted = await db.deleteFrom("analytics_events").where("day", "<", deleteBefore).executeTakeFirst();
  await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
  await deletePastSlots(db, today);
  const counts = { rolledUpDays: pending.length, deletedEvents: Number(deleted.numDeletedRows) };
  if (counts.rolledUpDays || counts.deletedEvents) logger.info("analytics_maintained", counts);
  return counts;
}

/** Runs maintainAnalytics shortly after start-up and every few hours; the timers never keep the process alive. */
export function startAnalyticsMaintenance(db: Db, keep: AnalyticsRetention, intervalMs = 3 * 3_600_000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = maintainAnalytics(db, keep).catch((error: unknown) =>
      logger.warn("analytics_maintenance_failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  };
  const first = setTimeout(run, 15_000);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
