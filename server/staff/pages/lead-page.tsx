import { staffOffice } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import type { OutboxStatus } from "../../db/schema";
import { leadStatuses } from "../inbox-query";
import type { LeadRecord, leadWorkflow } from "../lead-record";
import { CsrfField, StaffDocument, formatWhen, type SignedIn } from "./staff-layout";
import { QuotationVersionsSection } from "./quotation-versions-section";
import type { IssuedVersion } from "../../quotes/quotation-versions";

type Workflow = Awaited<ReturnType<typeof leadWorkflow>>;

// Visitors' text is shown in dir="auto" blocks: a bidi control in it reorders that block only, never the page.
function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd dir="auto">{value}</dd>
    </>
  );
}

function Text({ value }: { value: string }) {
  return (
    <p className="pre" dir="auto">
      {value}
    </p>
  );
}

export function LeadPage({
  lang,
  signedIn,
  lead,
  workflow,
  flash,
  quotation,
}: {
  lang: Locale;
  signedIn: SignedIn;
  lead: LeadRecord;
  workflow: Workflow;
  flash?: string | null;
  /** A completed quote's issued versions and the revision form's state. */
  quotation?: { versions: IssuedVersion[]; accepted: boolean; error?: string | null };
}) {
  const t = staffOffice[lang];
  const l = t.lead;
  const action = `/staff/leads/${lead.id}`;
  const template = staffOffice[lead.language].replyTemplate(lead.name, lead.reference ?? "");
  const staffName = (id: string) => workflow.staff.find((s) => s.id === id)?.name ?? id;
  const activityText = (a: Workflow["activity"][number]) => {
    const verb = t.actions[a.action] ?? a.action;
    if (a.action === "status" && a.detail) {
      const [from, to] = a.detail.split("→") as [keyof typeof t.statuses, keyof typeof t.statuses];
      return `${verb}: ${t.statuses[from] ?? from} → ${t.statuses[to] ?? to}`;
    }
    if (a.action === "assignee" && a.detail) return `${verb}: ${a.detail === "-" ? l.unassigned : staffName(a.detail)}`;
    return verb;
  };
  return (
    <StaffDocument
      lang={lang}
      title={`${t.kinds[lead.kind]} ${lead.reference ?? ""}`.trim()}
      signedIn={signedIn}
      flash={flash}
    >
      <p>
        <a href="/staff">{l.back}</a>
      </p>
      {lead.unconfirmed ? (
        <p className="error" data-unconfirmed="">
          <span className="badge">{t.unconfirmed}</span> {l.unconfirmedNote}
        </p>
      ) : null}
      <div className="columns">
        <section aria-labelledby="details">
          <h2 id="details">{l.details}</h2>
          <dl>
            <Row label={l.received} value={formatWhen(lead.created_at, lang)} />
            <Row label={l.reference} value={lead.reference} />
            <Row label={l.name} value={lead.name} />
            <Row label={l.email} value={lead.email} />
            <Row label={l.phone} value={lead.phone} />
            <Row label={l.company} value={lead.company} />
            <Row label={l.language} value={t.languages[lead.language]} />
          </dl>
          {lead.message ? (
            <>
              <h3>{l.message}</h3>
              <Text value={lead.message} />
            </>
          ) : null}
          {lead.quote ? (
            <>
              <h3>{l.quote}</h3>
              <p>
                {l.plan}: {lead.quote.plan}
              </p>
              <table>
                <tbody>
                  {lead.quote.lines.map((line, index) => (
                    <tr key={index}>
                      <th scope="row">{line.label}</th>
                      <td>{line.detail}</td>
                      <td className="num">{line.amount}</td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">{l.total}</th>
                    <td />
                    <td className="num">{lead.quote.total}</td>
                  </tr>
                </tbody>
              </table>
              {quotation ? (
                <QuotationVersionsSection
                  lang={lang}
                  leadId={lead.id}
                  csrfToken={signedIn.csrfToken}
                  versions={quotation.versions}
                  accepted={quotation.accepted}
                  error={quotation.error}
                />
              ) : null}
            </>
          ) : null}
          {lead.summary ? (
            <>
              <h3>{l.summary}</h3>
              <Text value={lead.summary} />
            </>
          ) : null}
          {lead.transcript ? (
            <>
              <h3>{l.transcript}</h3>
              <Text value={lead.transcript} />
            </>
          ) : null}
          <h2>{l.emails}</h2>
          {workflow.emails.length === 0 ? (
            <p>{l.noEmails}</p>
          ) : (
            <ul className="plain">
              {workflow.emails.map((e) => (
                <li key={e.id}>
                  {formatWhen(e.created_at, lang)} · {e.kind} · <bdi>{e.to_address}</bdi> · <bdi>{e.subject}</bdi> ·{" "}
                  <strong>{l.outboxStatus[e.status as OutboxStatus]}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="workflow">
          <h2 id="workflow">{l.workflow}</h2>
          <form method="post" action={`${action}/status`} className="stack">
            <CsrfField token={signedIn.csrfToken} />
            <label htmlFor="status">{l.status}</label>
            <select id="status" name="status" defaultValue={workflow.status}>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
            <button type="submit">{l.save}</button>
          </form>
          <form method="post" action={`${action}/assignee`} className="stack">
            <CsrfField token={signedIn.csrfToken} />
            <label htmlFor="assignee">{l.assignee}</label>
            <select id="assignee" name="assignee" defaultValue={workflow.assigneeId ?? ""}>
              <option value="">{l.unassigned}</option>
              {workflow.staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            <button type="submit">{l.save}</button>
          </form>
          <h2>{l.notes}</h2>
          {workflow.notes.length === 0 ? <p>{l.noNotes}</p> : null}
          <ul className="plain notes">
            {workflow.notes.map((n, index) => (
              <li key={index}>
                <p className="meta">
                  {n.staff_name} · {formatWhen(n.created_at, lang)}
                </p>
                <Text value={n.body} />
              </li>
            ))}
          </ul>
          <form method="post" action={`${action}/notes`} className="stack">
            <CsrfField token={signedIn.csrfToken} />
            <label htmlFor="note">{l.note}</label>
            <textarea id="note" name="body" rows={3} required maxLength={5000} />
            <button type="submit">{l.addNote}</button>
          </form>
          <h2>{l.reply}</h2>
          {workflow.replies.length > 0 ? (
            <>
              <h3>{l.replies}</h3>
              <ul className="plain">
                {workflow.replies.map((r, index) => (
                  <li key={index}>
                    <p className="meta">
                      {r.staff_name} · {formatWhen(r.created_at, lang)} · <bdi>{r.subject}</bdi>
                    </p>
                    <Text value={r.body} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {lead.email ? (
            <form method="post" action={`${action}/reply`} className="stack">
              <CsrfField token={signedIn.csrfToken} />
              <label htmlFor="reply-subject">{l.replySubject}</label>
              <input id="reply-subject" name="subject" required maxLength={200} defaultValue={template.subject} />
              <label htmlFor="reply-body">{l.replyBody}</label>
              <textarea id="reply-body" name="body" rows={10} required maxLength={20000} defaultValue={template.body} />
              <button type="submit">{l.replySend}</button>
            </form>
          ) : (
            <p>{l.noAddress}</p>
          )}
          <h2>{l.activity}</h2>
          {workflow.activity.length === 0 ? (
            <p>{l.noActivity}</p>
          ) : (
            <ol className="plain">
              {workflow.activity.map((a, index) => (
                <li key={index}>
                  {formatWhen(a.created_at, lang)} · {a.staff_name} · {activityText(a)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </StaffDocument>
  );
}
