import { randomUUID } from "node:crypto";
import { beforeAll, it } from "vitest";
import type { InboundMessage } from "../../server/mailbox/inbound-message";
import { matchLead } from "../../server/mailbox/reply-matching";
import { seedContacts, seedQuotes } from "../support/seed-leads";
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
    // Mixed-case addresses: the match must fold them.
    await seedContacts(t.db, CONTACTS, { shape: (n) => ({ email: `Visitor${n}@Example.jp` }) });
    await seedQuotes(t.db, QUOTES);
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
