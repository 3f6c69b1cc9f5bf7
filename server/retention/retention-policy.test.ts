import { describe, expect, it } from "vitest";
import { dataRetention, statedRetention } from "../../domain/settings/data-retention";
import { EnvError, parseEnv } from "../env";
import { retentionCutoffs, retentionPolicy } from "./retention-policy";

describe("retention policy", () => {
  it("uses the periods the privacy policy states when nothing is configured", () => {
    const policy = retentionPolicy(parseEnv({}));
    expect(policy).toMatchObject({
      contactMessagesMonths: dataRetention.contactMessagesMonths,
      quotesMonths: dataRetention.completedQuotesMonths,
      incompleteQuotesDays: dataRetention.incompleteQuotesDays,
      chatConversationsMonths: dataRetention.chatConversationsMonths,
      idempotencyHours: 24,
    });
  });

  it("lets RETENTION_MONTHS override every monthly period and INCOMPLETE_QUOTE_RETENTION_DAYS the short one", () => {
    const policy = retentionPolicy(parseEnv({ RETENTION_MONTHS: "6", INCOMPLETE_QUOTE_RETENTION_DAYS: "7" }));
    expect(policy).toMatchObject({
      contactMessagesMonths: 6,
      quotesMonths: 6,
      chatConversationsMonths: 6,
      outboxMonths: 6,
      incompleteQuotesDays: 7,
    });
  });

  it("states on the privacy policy the periods it applies", () => {
    expect(statedRetention(parseEnv({}))).toEqual(dataRetention);
    expect(statedRetention(parseEnv({ RETENTION_MONTHS: "6", INCOMPLETE_QUOTE_RETENTION_DAYS: "7" }))).toEqual({
      contactMessagesMonths: 6,
      incompleteQuotesDays: 7,
      completedQuotesMonths: 6,
      chatConversationsMonths: 6,
    });
  });

  it("refuses to start with a period of zero or a word", () => {
    expect(() => parseEnv({ RETENTION_MONTHS: "0" })).toThrow(EnvError);
    expect(() => parseEnv({ INCOMPLETE_QUOTE_RETENTION_DAYS: "thirty" })).toThrow(/INCOMPLETE_QUOTE_RETENTION_DAYS/);
  });

  it("counts months on the calendar and days and hours exactly", () => {
    const now = Date.parse("2026-05-10T12:00:00.000Z");
    const cutoffs = retentionCutoffs(
      retentionPolicy(parseEnv({ RETENTION_MONTHS: "24", INCOMPLETE_QUOTE_RETENTION_DAYS: "30" })),
      now,
    );
    expect(cutoffs).toEqual({
      contactMessages: "2024-05-10T12:00:00.000Z",
      quotes: "2024-05-10T12:00:00.000Z",
      incompleteQuotes: "2026-04-10T12:00:00.000Z",
      chatConversations: "2024-05-10T12:00:00.000Z",
      outbox: "2024-05-10T12:00:00.000Z",
      idempotencyKeys: "2026-05-09T12:00:00.000Z",
      documents: { now: "2026-05-10T12:00:00.000Z", rule: { years: 7, fiscalYearEndMonth: 3, filingMonths: 2 } },
    });
  });
});
