import type { ContactOutcome, ContactPageContent } from "../../content/contact-page";
import { ContactForm } from "./contact-form";
import { ContactTabs } from "./contact-tabs";
import { SchedulerPanel } from "./scheduler-panel";

export interface ContactWorkspaceProps {
  copy: Pick<ContactPageContent, "tabs" | "form" | "toasts" | "schedule">;
  outcome: ContactOutcome;
  /** The signed form token (the server swaps the placeholder for a fresh one in every response). */
  formToken: string;
  /** SCHEDULER_URL, or "" for none. */
  schedulerUrl: string;
}

/** The contact page's interactive half, one island: the tabs with the message form and the booking widget. */
export function ContactWorkspace({ copy, outcome, formToken, schedulerUrl }: ContactWorkspaceProps) {
  return (
    <ContactTabs
      copy={copy.tabs}
      message={
        <>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{copy.form.title}</h2>
          <p className="mb-6 mt-2 leading-relaxed text-slate-700">{copy.form.lead}</p>
          <ContactForm copy={copy.form} toasts={copy.toasts} outcome={outcome} initialToken={formToken} />
        </>
      }
      schedule={<SchedulerPanel copy={copy.schedule} src={schedulerUrl} />}
    />
  );
}
