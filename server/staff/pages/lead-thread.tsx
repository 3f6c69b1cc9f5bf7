import { leadThread } from "../../../content/lead-thread";
import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import type { OutboxStatus } from "../../db/schema";
import type { leadMessages } from "../lead-conversation";
import type { LeadRecord, leadWorkflow } from "../lead-record";
import { formatWhen } from "./staff-layout";

type Workflow = Awaited<ReturnType<typeof leadWorkflow>>;
type Messages = Awaited<ReturnType<typeof leadMessages>>;
type Kind = keyof (typeof leadThread)["ja"]["kinds"];

interface Entry {
  kind: Kind;
  at: string;
  meta: string;
  subject?: string | null;
  body?: string | null;
  extra?: React.ReactNode;
}

function sizeText(bytes: number) {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;
}

/**
 * The lead's one conversation in time order: what the visitor sent first, the automatic emails,
 * staff replies, the visitor's emails read from the company mailbox, and internal notes, each
 * labelled. Everything is text in dir="auto" blocks; no email's HTML is ever rendered here.
 */
/** The receiving server's SPF/DKIM/DMARC verdicts on a visitor's email, with a warning when one failed. */
function AuthenticationLine({ verdicts, lang }: { verdicts: string; lang: Locale }) {
  const t = leadThread[lang];
  const pairs = verdicts.split(" ").map((v) => v.split("=") as [string, string]);
  const failed = pairs.some(([, result]) => result === "fail" || result === "softfail");
  return (
    <>
      <p className="meta" data-testid="authentication">
        {t.authentication}: {pairs.map(([method, result]) => `${method.toUpperCase()} ${result}`).join(" · ")}
      </p>
      {failed ? (
        <p className="error" role="note">
          {t.authenticationFailed}
        </p>
      ) : null}
    </>
  );
}

export function LeadThread({
  lang,
  lead,
  workflow,
  messages,
}: {
  lang: Locale;
  lead: LeadRecord;
  workflow: Workflow;
  messages: Messages;
}) {
  const t = leadThread[lang];
  const l = staffOffice[lang].lead;
  const entries: Entry[] = [];
  if (lead.message) entries.push({ kind: "original", at: lead.created_at, meta: lead.name, body: lead.message });
  for (const e of workflow.emails)
    if (e.kind !== "staff-reply")
      entries.push({
        kind: "automatic",
        at: e.created_at,
        meta: `${e.kind} · ${t.to}: ${e.to_address} · ${l.outboxStatus[e.status as OutboxStatus]}`,
        subject: e.subject,
      });
  for (const r of workflow.replies)
    entries.push({ kind: "staffReply", at: r.created_at, meta: r.staff_name ?? "", subject: r.subject, body: r.body });
  for (const m of messages)
    entries.push({
      kind: "inbound",
      at: m.created_at,
      meta: `${t.from}: ${m.from_name ? `${m.from_name} <${m.from_address}>` : m.from_address} · ${t.matchedBy[m.matched_by] ?? m.matched_by}`,
      subject: m.subject,
      body: m.body || t.truncated,
      extra: (
        <>
          {m.authentication ? <AuthenticationLine verdicts={m.authentication} lang={lang} /> : null}
          {m.attachments.length ? (
            <>
              <p className="meta">{t.attachments}</p>
              <ul>
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    {a.stored ? (
                      <a href={`/staff/leads/${lead.id}/attachments/${a.id}`} download>
                        <bdi>{a.fileName}</bdi>
                      </a>
                    ) : (
                      <bdi>{a.fileName}</bdi>
                    )}{" "}
                    ({sizeText(a.size)}){a.stored ? null : ` ${t.notStored[a.withheld]}`}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ),
    });
  for (const n of workflow.notes)
    entries.push({ kind: "note", at: n.created_at, meta: n.staff_name ?? "", body: n.body });
  entries.sort((a, b) => a.at.localeCompare(b.at));

  return (
    <section aria-labelledby="thread">
      <h2 id="thread">{t.title}</h2>
      {entries.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="plain thread">
        {entries.map((e, index) => (
          <li key={index} data-kind={e.kind} className={`entry entry-${e.kind}`}>
            <p className="meta">
              <span className="badge">{t.kinds[e.kind]}</span> {formatWhen(e.at, lang)} · <bdi>{e.meta}</bdi>
            </p>
            {e.subject ? (
              <p>
                <strong>
                  <bdi>{e.subject}</bdi>
                </strong>
              </p>
            ) : null}
            {e.body ? (
              <p className="pre" dir="auto">
                {e.body}
              </p>
            ) : null}
            {e.extra}
          </li>
        ))}
      </ol>
    </section>
  );
}
