/**
 * HTML for email bodies. Every value a visitor typed is escaped: mail clients
 * render HTML without our CSP, so an unescaped `<img onerror>` would run there.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Escaped text with line breaks kept, for multi-line messages. */
export function escapeMultiline(value: unknown): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

/** Marks markup as already safe, so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Template tag that escapes every interpolation unless it is SafeHtml (or an array
 * of them), so a template cannot forget to escape a field:
 * html`<p>${name}</p>` -> SafeHtml.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    const items = Array.isArray(value) ? value : [value];
    out += items.map((item) => (item instanceof SafeHtml ? item.value : escapeHtml(item))).join("");
    out += strings[i + 1];
  });
  return new SafeHtml(out);
}
