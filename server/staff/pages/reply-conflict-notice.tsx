import type { ReactNode } from "react";
import { leadThread } from "../../../content/lead-thread";
import type { Locale } from "../../../domain/i18n/locales";
import type { ReplyConflict } from "../lead-conversation";
import { formatWhen } from "./staff-layout";

/**
 * "Someone else is working on this lead": who answered or is writing, and since when, above a held reply (email or
 * chat). `marker` is the data attribute the page's script and tests find it by; `children` go below the help text.
 */
export function ReplyConflictNotice({
  items,
  lang,
  marker,
  children,
}: {
  items: ReplyConflict[];
  lang: Locale;
  marker: "data-conflict" | "data-chat-conflict";
  children?: ReactNode;
}) {
  const th = leadThread[lang];
  return (
    <div className="error" role="alert" {...{ [marker]: "" }}>
      <p>
        <strong>{th.conflictTitle}</strong>
      </p>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            {item.kind === "replied"
              ? th.conflictReplied(item.name, formatWhen(item.at, lang))
              : th.conflictComposing(item.name, formatWhen(item.at, lang))}
          </li>
        ))}
      </ul>
      <p>{th.conflictHelp}</p>
      {children}
    </div>
  );
}
