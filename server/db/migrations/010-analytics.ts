import type { Kysely, Migration } from "kysely";

/**
 * First-party analytics (docs/decisions/017-cookieless-analytics.md). Raw events are
 * append-only and never addressed one by one, so they carry no id: every read and
 * delete goes by day, which the one composite index serves (figures at 10 million rows
 * in docs/benchmarks.md). Days older than ANALYTICS_ROLLUP_DAYS are summarised into
 * analytics_rollups; the salt of a past day is deleted, so its visitor hashes can no
 * longer be recomputed from an IP and user agent. Only new tables.
 */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_events")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("language", "text")
      .addColumn("visitor", "text")
      .addColumn("entry", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("referrer", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("metric", "text")
      .addColumn("value", "double precision")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // Every report and the retention delete select a range of days of one kind.
    await db.schema
      .createIndex("analytics_events_day_kind")
      .on("analytics_events")
      .columns(["day", "kind", "path"])
      .execute();

    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("analytics_rollups")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("value", "double precision")
      .addPrimaryKeyConstraint("analytics_rollups_pk", ["day", "dimension", "key"])
      .execute();

    await db.schema
      .createTable("analytics_conversions")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("subject_id", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("language", "text")
      .addColumn("entry_path", "text")
      .addColumn("referrer", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_conversions_pk", ["kind", "subject_id"])
      .execute();
    await db.schema.createIndex("analytics_conversions_day").on("analytics_conversions").column("day").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["analytics_conversions", "analytics_rollups", "analytics_salts", "analytics_events"])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
