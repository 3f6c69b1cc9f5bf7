import { randomUUID } from "node:crypto";
import { beforeAll, it } from "vitest";
import type { InboundMessage } from "../../server/mailbox/inbound-message";
import { matchLead } from "../../server/mailbox/reply-matching";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

const CONTACTS = 100_000;
const QUOTES = 20_000;
const identity = { messageIdDomain: "tamagawa-digital.jp", companyAddress: "info@tamagawa-digital.jp" };

/** An email only its sender could tie to a lead: what every spam email costs the intake. */
const fromOnly = (address: string): InboundMessage => ({
  messageId: `${randomUUID()}@spam.example`,
  threadIds: [],
  subject: "Limited offer",
  from: { address, name: null },
  recipients: ["info@tamagawa-digital.jp"],
  text: "",
  date: null,
  automatic: false,
  truncated: false,
  authentication: null,
  attachments: [],
});

/**
 * `npm run bench -- sender-match`: the time one inbound email's sender match takes at 100,000 contacts and
 * 20,000 quotes, unmatched (spam) and matched. Figures only (docs/benchmarks.md), no budget asserted.
 */
describeEachDialect("sender match at 100,000 leads", (dialect) => {
  const t = useTestDatabase(dialect);

  beforeAll(async () => {
    const start = Date.parse("2025-01-01T00:00:00Z");
    for (let i = 0; i < CONTACTS; i += 1000) {
      const rows = Array.from({ length: 1000 }, (_, j) => {
        const n = i + j;
        return {
          id: randomUUID(),
          name: `訪問者 ${n}`,
          email: `Visitor${n}@Example.jp`,
          phone: null,
          company: null,
          message: `相談 ${n}`,
          language: "ja" as const,
          source: "form" as const,
          created_at: new Date(start + n * 60_000).toISOString(),
          reference: null,
        };
      });
      await t.db.insertInto("contact_messages").values(rows).execute();
    }
    for (let i = 0; i < QUOTES; i += 1000) {
      const rows = Array.from({ length: 1000 }, (_, j) => {
        const n = i + j;
        const at = new Date(start + n * 300_000).toISOString();
        return {
          id: randomUUID(),
          name: `Quote ${n}`,
          email: `quote${n}@example.jp`,
          session_id: randomUUID(),
          status: "complete" as const,
          language: "ja" as const,
          service_type: "web-basic",
          specifications: null,
          estimated_price: null,
          token_hash: null,
          created_at: at,
          updated_at: at,
          completed_at: at,
          reference: null,
        };
      });
      await t.db.insertInto("quotes").values(rows).execute();
    }
  }, 240_000);

  for (const [name, address] of [
    ["an unmatched sender", "stranger@spam.example"],
    ["a known sender", "visitor4242@example.jp"],
  ] as const) {
    it(`matches ${name}`, async () => {
      await matchLead(t.db, fromOnly(address), identity);
      const times: number[] = [];
      const cpu: number[] = [];
      let found: unknown = null;
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const usage = process.cpuUsage();
        found = await matchLead(t.db, fromOnly(address), identity);
        const used = process.cpuUsage(usage);
        times.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.info(
        `sender match (${dialect}) ${name}: median ${median(times).toFixed(2)} ms wall, ` +
          `${median(cpu).toFixed(2)} ms CPU in this process, ${found ? "matched" : "no lead"}`,
      );
    });
  }
});
