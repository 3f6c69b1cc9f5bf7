import type { ContactOutcome, ContactPageContent } from "../../../content/contact-page";
import type { ContactResubmit } from "../../../domain/forms/contact-resubmit";
import { ContactForm } from "./contact-form";
import { ContactTabs } from "./contact-tabs";
import { NoScriptScheduler, SchedulerPanel } from "./scheduler-panel";

export interface ContactWorkspaceProps {
  copy: Pick<ContactPageContent, "tabs" | "form" | "toasts" | "schedule">;
  outcome: ContactOutcome;
  /** The signed form token (the server swaps the placeholder for a fresh one in every response). */
  formToken: string;
  /** SCHEDULER_URL, or "" for none. */
  schedulerUrl: string;
  /** What the visitor typed in a form post the server refused (JavaScript off), shown again. */
  typed?: ContactResubmit["values"] | null;
  /** The fields that refusal named, each with its message. */
  fieldErrors?: { field: string; message: string }[];
}

/** The contact page's interactive half, one island: the tabs with the message form and the booking widget. */
export function ContactWorkspace({
  copy,
  outcome,
  formToken,
  schedulerUrl,
  typed,
  fieldErrors,
}: ContactWorkspaceProps) {
  return (
    <ContactTabs
      copy={copy.tabs}
      message={
        <>
          <h2 className="text-subsection font-bold text-slate-900">{copy.form.title}</h2>
          <p className="mb-6 mt-2 leading-relaxed text-slate-700">{copy.form.lead}</p>
          {schedulerUrl && <NoScriptScheduler copy={copy.schedule} href={schedulerUrl} />}
          <ContactForm
            copy={copy.form}
            toasts={copy.toasts}
            outcome={outcome}
            initialToken={formToken}
            typed={typed ?? null}
            initialErrors={fieldErrors ?? []}
          />
        </>
      }
      schedule={<SchedulerPanel copy={copy.schedule} src={schedulerUrl} />}
    />
  );
}
