import { withToken } from "./form-tokens";
/** A valid, distinct contact submission; the index is in the address so emails can be matched to it. */
export function contactBody(i: number, run = "burst") {
  return {
    name: `負荷 試験${i}`,
    email: `${run}-${i}@example.jp`,
    company: "多摩川テスト",
    message: `信頼性テストのお問い合わせ ${i} です。`,
    language: i % 2 ? "en" : "ja",
  };
}

export interface SubmitOutcome {
  index: number;
  /** HTTP status, or 0 when the connection failed (no answer at all). */
  status: number;
  /** The id from a 201 answer: the server's acknowledgement. */
  id?: string;
}

/**
 * POSTs `count` contact messages with `concurrency` requests in flight, spread
 * round-robin over `urls` (several server processes). Connection failures are
 * recorded as status 0, not thrown: a crash test expects some.
 */
export async function submitContacts(
  urls: string[],
  count: number,
  {
    concurrency = 20,
    run = "burst",
    onAnswer,
  }: { concurrency?: number; run?: string; onAnswer?: (o: SubmitOutcome) => void } = {},
): Promise<SubmitOutcome[]> {
  const outcomes: SubmitOutcome[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) {
      const base = urls[index % urls.length];
      let outcome: SubmitOutcome;
      try {
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(withToken(contactBody(index, run), "contact")),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: string };
        outcome = { index, status: res.status, id: res.status === 201 ? body.id : undefined };
      } catch {
        outcome = { index, status: 0 };
      }
      outcomes.push(outcome);
      onAnswer?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return outcomes.sort((a, b) => a.index - b.index);
}
