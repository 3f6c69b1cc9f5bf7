import { Fragment } from "react";
import { japanesePhrases } from "../../../domain/text/japanese-phrases";

/**
 * Japanese text that breaks between phrases, never inside a word: a <wbr> at each
 * phrase boundary, computed while the page is rendered on the server, and
 * `word-break: keep-all` (app.css `.phrases`) so every browser breaks only there
 * (Chromium's own `auto-phrase` would split 「生成／AI」).
 */
export function Phrases({ text }: { text: string }) {
  const phrases = japanesePhrases(text);
  if (phrases.length < 2) return text;
  return (
    <span className="phrases">
      {phrases.map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
