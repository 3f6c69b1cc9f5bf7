import { leadThread } from "../../../content/lead-thread";
import { staffOffice, type ReplySigner } from "../../../content/staff-office";
import type { Locale } from "../../../domain/i18n/locales";
import { leadStatuses } from "../inbox-query";
import type { leadMessages, ReplyConflict } from "../lead-conversation";
import type { LeadRecord, leadWorkflow } from "../lead-record";
import { VISITOR_ACTOR } from "../../leads/lead-history";
import { orderAddress } from "../../../content/order-address";
import { CONFIRMED_ORDER_ACTION, HELD_ORDER_ACTION } from "../../quotes/order-address";
import { LeadThread } from "./lead-thread";
import { CsrfField, StaffDocument, formatWhen, type SignedIn } from "./staff-layout";
import { LeadContactRows } from "./lead-contact-rows";
import { QuotationVersionsSection } from "./quotation-versions-section";
import { InvoiceSection } from "./invoice-section";
import { LeadQuotationSection, type LeadQuotationForm } from "./lead-quotation-section";
import { ChatConversation, type ChatReach } from "./chat-conversation";
import { ReplyConflictNotice } from "./reply-conflict-notice";
import type { IssuedInvoice } from "../../quotes/invoices";
import type { IssuedVersion } from "../../quotes/quotation-versions";

type Workflow = Awaited<ReturnType<typeof leadWorkflow>>;

/** What the office knows of the conversation besides the workflow: the visitor's emails and who is replying. */
export interface Conversation {
  messages: Awaited<ReturnType<typeof leadMessages>>;
  needsReply: boolean;
  composing: { name: string; started_at: string }[];
  /** When this page was rendered: the reply form sends it back, so a reply sent meanwhile by someone else is noticed. */
  openedAt: string;
  /** A reply stopped because someone else replied or is replying: their names, and the text to send anyway. */
  conflict?: { items: ReplyConflict[]; subject: string; body: string } | null;
  /** A chat reply stopped the same way: who answered, and the text to send anyway. */
  chatConflict?: { items: ReplyConflict[]; body: string } | null;
  /** Whether a chat reply reaches the visitor now: their panel is open, or by email, or not at all. */
  chatReach?: ChatReach;
}

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
  conversation,
  flash,
  quotation,
  leadQuotation,
  signer,
}: {
  lang: Locale;
  signedIn: SignedIn;
  /** Who signs the reply: the staff member reading (their name and job title). */
  signer: ReplySigner;
  lead: LeadRecord;
  workflow: Workflow;
  conversation: Conversation;
  flash?: string | null;
  /** A completed quote's issued versions and the revision form's state. */
  quotation?: {
    versions: IssuedVersion[];
    accepted: boolean;
    error?: string | null;
    /** An accepted quote's invoices (voided ones stay listed), whether its order is held (要確認), today's date. */
    invoices?: IssuedInvoice[];
    orderHeld?: boolean;
    today?: string;
    invoiceError?: string | null;
  };
  /** A contact or chat lead's quotations made from it, and the form that makes one. */
  leadQuotation?: {
    made: { id: string; reference: string | null; completed_at: string | null; accepted_at?: string | null }[];
    form: LeadQuotationForm;
  };
}) {
  const t = staffOffice[lang];
  const th = leadThread[lang];
  const conflict = conversation.conflict;
  const l = t.lead;
  const action = `/staff/leads/${lead.id}`;
  const held = orderAddress[lang];
  const template = staffOffice[lead.language].replyTemplate(
    lead.name,
    lead.reference ?? "",
    signer,
    lead.kind === "quote" || lead.kind === "quote_draft",
  );
  const staffName = (id: string) => workflow.staff.find((s) => s.id === id)?.name ?? id;
  const activityText = (a: Workflow["activity"][number]) => {
    const verb =
      a.action === HELD_ORDER_ACTION
        ? held.activity
        : a.action === CONFIRMED_ORDER_ACTION
          ? held.confirmedActivity
          : (t.actions[a.action] ?? a.action);
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
      {lead.quote?.acceptedAt && lead.quote.orderHeld ? (
        <div className="error" data-order-held="">
          <p>
            <span className="badge">{held.badge}</span> {held.note(formatWhen(lead.quote.acceptedAt, lang))}
          </p>
          <form method="post" action={`${action}/quotation/confirm-order`}>
            <CsrfField token={signedIn.csrfToken} />
            <button type="submit">{held.confirm}</button>
          </form>
        </div>
      ) : lead.quote?.acceptedAt ? (
        <p className="flash" data-ordered="">
          <span className="badge">{l.ordered}</span> {l.orderedNote(formatWhen(lead.quote.acceptedAt, lang))}
        </p>
      ) : null}
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
            <LeadContactRows lang={lang} lead={lead} />
            <Row label={l.language} value={t.languages[lead.language]} />
          </dl>
          {lead.quote ? (
            <>
              <h3>{l.quote}</h3>
              <dl>
                <Row label={l.plan} value={lead.quote.plan} />
                {lead.quote.status ? (
                  <>
                    <dt>{l.quotationStatus}</dt>
                    <dd data-quotation-status={lead.quote.status}>
                      <span className="badge">{l.quotationStatuses[lead.quote.status]}</span>
                    </dd>
                  </>
                ) : null}
                <Row label={l.validUntil} value={lead.quote.validUntil && formatWhen(lead.quote.validUntil, lang)} />
                <Row label={l.ordererName} value={lead.quote.ordererName} />
                <Row label={l.purchaseOrder} value={lead.quote.purchaseOrder} />
              </dl>
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
                    <td className="num">{lead.quote.subtotal}</td>
                  </tr>
                  <tr>
                    <th scope="row">{l.tax}</th>
                    <td />
                    <td className="num">{lead.quote.tax}</td>
                  </tr>
                  <tr>
                    <th scope="row">{l.totalWithTax}</th>
                    <td />
                    <td className="num">
                      <strong>{lead.quote.totalWithTax}</strong>
                    </td>
                  </tr>
                </tbody>
              </table>
              {quotation ? (
                <>
                  <QuotationVersionsSection
                    lang={lang}
                    leadId={lead.id}
                    csrfToken={signedIn.csrfToken}
                    versions={quotation.versions}
                    accepted={quotation.accepted}
                    error={quotation.error}
                  />
                  {quotation.accepted || quotation.invoiceError ? (
                    <InvoiceSection
                      lang={lang}
                      leadId={lead.id}
                      csrfToken={signedIn.csrfToken}
                      invoices={quotation.invoices ?? []}
                      accepted={quotation.accepted}
                      orderHeld={quotation.orderHeld ?? false}
                      today={quotation.today ?? ""}
                      error={quotation.invoiceError}
                    />
                  ) : null}
                </>
              ) : lead.quote.pdfUrl ? (
                <p>
                  <a href={lead.quote.pdfUrl}>
                    {l.pdf}
                    {lead.reference ? ` ${lead.reference}` : ""}
                  </a>
                </p>
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
          {lead.conversationId ? (
            <ChatConversation
              lang={lang}
              lead={{ ...lead, conversationId: lead.conversationId }}
              csrfToken={signedIn.csrfToken}
              openedAt={conversation.openedAt}
              conflict={conversation.chatConflict ?? null}
              reach={conversation.chatReach ?? "connected"}
            />
          ) : null}
          {leadQuotation ? (
            <LeadQuotationSection
              lang={lang}
              leadId={lead.id}
              csrfToken={signedIn.csrfToken}
              made={leadQuotation.made}
              form={leadQuotation.form}
              canIssue={Boolean(lead.email)}
            />
          ) : null}
          <LeadThread lang={lang} lead={lead} workflow={workflow} messages={conversation.messages} />
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
          <form method="post" action={`${action}/notes`} className="stack">
            <CsrfField token={signedIn.csrfToken} />
            <label htmlFor="note">{l.note}</label>
            <textarea id="note" name="body" rows={3} required maxLength={5000} />
            <button type="submit">{l.addNote}</button>
          </form>
          <h2>{l.reply}</h2>
          {conversation.needsReply ? (
            <p>
              <span className="badge" data-needs-reply="">
                {th.needsReply}
              </span>
            </p>
          ) : null}
          {conversation.composing.map((c, index) => (
            <p key={index} className="meta" data-composing="">
              {th.composing(c.name, formatWhen(c.started_at, lang))}
            </p>
          ))}
          {conflict ? (
            <ReplyConflictNotice items={conflict.items} lang={lang} marker="data-conflict">
              {/* Cancelling releases the "writing" mark at once, so the colleague is no longer held up. */}
              <form method="post" action={`${action}/composing/release`}>
                <CsrfField token={signedIn.csrfToken} />
                <input type="hidden" name="back" value="lead" />
                <button type="submit" className="secondary">
                  {th.reconsider}
                </button>
              </form>
            </ReplyConflictNotice>
          ) : null}
          {lead.email ? (
            <form
              method="post"
              action={`${action}/reply`}
              className="stack"
              data-composing={`${action}/composing`}
              data-held={conflict ? "" : undefined}
            >
              <CsrfField token={signedIn.csrfToken} />
              <input type="hidden" name="opened_at" value={conversation.openedAt} />
              {conflict ? <input type="hidden" name="confirm" value="1" /> : null}
              <label htmlFor="reply-subject">{l.replySubject}</label>
              <input
                id="reply-subject"
                name="subject"
                required
                maxLength={200}
                defaultValue={conflict?.subject ?? template.subject}
              />
              <label htmlFor="reply-body">{l.replyBody}</label>
              <textarea
                id="reply-body"
                name="body"
                rows={10}
                required
                maxLength={20000}
                defaultValue={conflict?.body ?? template.body}
              />
              <button type="submit">{conflict ? th.sendAnyway : l.replySend}</button>
            </form>
          ) : (
            <p>{l.noAddress}</p>
          )}
          <script src="/staff/lead-compose.js" defer />
          <h2>{l.activity}</h2>
          {workflow.activity.length === 0 ? (
            <p>{l.noActivity}</p>
          ) : (
            <ol className="plain">
              {workflow.activity.map((a, index) => (
                <li key={index}>
                  {formatWhen(a.created_at, lang)} · {a.staff_id === VISITOR_ACTOR ? t.visitorActor : a.staff_name} ·{" "}
                  {activityText(a)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </StaffDocument>
  );
}
