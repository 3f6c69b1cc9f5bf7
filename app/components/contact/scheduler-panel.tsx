import type { ContactPageContent } from "../../../content/contact-page";
import { ExternalLink } from "../ui/external-link";

/**
 * The third-party booking widget (spec section 2 "Contact": 700 px high; its URL is
 * SCHEDULER_URL). The tab mounts this only while it is open, so the widget loads
 * only for visitors who want it; the plain link works even when the frame cannot.
 */
export function SchedulerPanel({ copy, src }: { copy: ContactPageContent["schedule"]; src: string }) {
  return (
    <div>
      <h2 className="text-subsection font-bold text-slate-900">{copy.title}</h2>
      <p className="mt-2 leading-relaxed text-slate-700">{copy.lead}</p>
      {src && (
        <>
          <p className="mt-3 text-sm text-slate-700" data-testid="scheduler-fallback">
            {copy.fallbackBefore}
            <ExternalLink
              href={src}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {copy.fallbackLink}
            </ExternalLink>
            {copy.fallbackAfter}
          </p>
          <iframe
            src={src}
            title={copy.frameTitle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="scheduler-frame"
            className="mt-5 block h-[700px] w-full rounded-xl border border-slate-200 bg-slate-50"
          />
        </>
      )}
    </div>
  );
}

/**
 * Shown only without JavaScript, where the tabs cannot switch to the booking widget:
 * a plain link to the booking page (SCHEDULER_URL, from the root loader), above the form.
 */
export function NoScriptScheduler({ copy, href }: { copy: ContactPageContent["schedule"]; href: string }) {
  return (
    <noscript>
      <p
        className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
        data-testid="scheduler-noscript"
      >
        {copy.noScriptBefore}
        <ExternalLink
          href={href}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {copy.noScriptLink}
        </ExternalLink>
        {copy.noScriptAfter}
      </p>
    </noscript>
  );
}
