/**
 * The few Markdown constructs the twins need (CommonMark + GFM tables). Text from
 * the content modules is plain prose, so only the characters that would start
 * markup inside a line or a table cell are escaped.
 */

const inlineSpecial = /([\\`*_[\]<>|])/g;

/** Prose as literal text: no character of the copy turns into markup. */
export function text(value: string): string {
  return value.replace(inlineSpecial, "\\$1").replace(/\n+/g, " ");
}

export function heading(level: 1 | 2 | 3 | 4, value: string): string {
  return `${"#".repeat(level)} ${text(value)}`;
}

export function link(label: string, href: string): string {
  const target = href.replace(/[<>\s]/g, encodeURIComponent);
  // A destination with parentheses needs the <...> form; the site's URLs rarely do.
  return `[${text(label)}](${/[()]/.test(target) ? `<${target}>` : target})`;
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numbered(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

export function quote(value: string): string {
  return `> ${text(value)}`;
}

/** A GFM table; cells are already-escaped Markdown (use text() on plain values). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Blocks joined by blank lines, empty ones dropped; a document ends with one newline. */
export function blocks(...parts: (string | false | undefined | readonly string[])[]): string {
  return parts
    .flat()
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join("\n\n");
}
