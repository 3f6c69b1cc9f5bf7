import { emailFrame } from "../../content/email-frame";
import type { Locale } from "../../domain/i18n/locales";
import { LOGO_CID } from "./email-logo";
import { escapeMultiline, html, SafeHtml } from "./html";

/**
 * The frame of every HTML email: the site's logo and colours in a table layout
 * with inline styles only, because Gmail drops <style> in many views and Outlook
 * for Windows lays out with Word's engine (no max-width, no flexbox; hence the
 * MSO-only 600 px table). The text part of each email says the same in plain text.
 *
 * The logo travels inside the message as an inline image (Content-ID), not as a
 * link to the site: Outlook for Windows shows embedded images but blocks remote
 * ones until the reader allows them, Gmail shows both, Gmail and most clients
 * drop SVG and data: URLs, and an embedded logo needs no request from the
 * reader's client (no tracking) and keeps working if the site's files change.
 * The company name is written beside it as text, so the header reads the same
 * with images off.
 */

/** The site's colours (app/app.css): brand navy, accent teal, slate text. */
const colour = {
  navy: "#0f2a4a",
  brand: "#1d64c4",
  brandTint: "#eef6ff",
  accent: "#2dd4bf",
  text: "#1e293b",
  muted: "#475569",
  line: "#e2e8f0",
  page: "#f1f5f9",
  footer: "#f8fafc",
};
const font = new SafeHtml(
  `font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Hiragino Sans','Hiragino Kaku Gothic ProN',Meiryo,Arial,sans-serif`,
);
const table = new SafeHtml(`role="presentation" cellpadding="0" cellspacing="0" border="0"`);

/** Sender display name for an email in this language: the Japanese company name on Japanese emails, MAIL_FROM's own otherwise. */
export function senderName(lang: Locale): string | null {
  return lang === "ja" ? emailFrame.ja.senderName : null;
}

export function paragraph(content: unknown, style = ""): SafeHtml {
  return html`<p style="margin:0 0 16px;${new SafeHtml(style)}">${content}</p>`;
}

/**
 * Text a visitor wrote, line breaks kept, in its own dir="auto" block: bidi controls in it
 * (U+202E and the like) reorder only that block, never the email around it.
 */
export function visitorText(text: string, style = ""): SafeHtml {
  return html`<p dir="auto" style="margin:0 0 16px;${new SafeHtml(style)}">${new SafeHtml(escapeMultiline(text))}</p>`;
}

export function heading(text: string): SafeHtml {
  return html`<h2 style="margin:28px 0 10px;font-size:16px;line-height:1.5;color:${colour.navy}">${text}</h2>`;
}

export function note(content: unknown): SafeHtml {
  return paragraph(content, `font-size:13px;color:${colour.muted}`);
}

/** Label/value rows (the company's copies list what the visitor entered, each value isolated by dir="auto"). */
export function detailTable(rows: readonly (readonly [string, unknown])[]): SafeHtml {
  const cell = `padding:8px 0;border-bottom:1px solid ${colour.line};vertical-align:top`;
  return html`<table ${table} width="100%" style="border-collapse:collapse;margin:0 0 16px">${rows.map(
    ([k, v]) =>
      html`<tr><th align="left" style="${new SafeHtml(cell)};padding-right:16px;width:32%;font-weight:bold;color:${colour.muted}">${k}</th><td dir="auto" style="${new SafeHtml(cell)}">${v}</td></tr>`,
  )}</table>`;
}

/** The reference, set apart so it is easy to find and read out. */
export function referenceBox(label: string, reference: string, hint?: string): SafeHtml {
  return html`<table ${table} width="100%" style="margin:0 0 20px"><tr><td style="background-color:${colour.brandTint};border-left:4px solid ${colour.brand};padding:12px 16px">
<span style="font-size:13px;color:${colour.muted}">${label}</span><br><strong style="font-size:20px;letter-spacing:1px;color:${colour.navy}">${reference}</strong>${hint ? html`<br><span style="font-size:13px;color:${colour.muted}">${hint}</span>` : ""}
</td></tr></table>`;
}

/** A link drawn as a button that Outlook keeps (background on the cell, not only on the link). */
export function button(href: string, label: string): SafeHtml {
  return html`<table ${table} style="margin:4px 0 20px"><tr><td bgcolor="${colour.brand}" style="background-color:${colour.brand};border-radius:6px">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-weight:bold;color:#ffffff;text-decoration:none">${label}</a></td></tr></table>`;
}

/** The whole HTML document: header with logo, the body, and a footer with the company's details and notes. */
export function emailDocument(lang: Locale, title: string, body: SafeHtml, notes: readonly string[] = []): string {
  const t = emailFrame[lang];
  return String(html`<!doctype html>
<html lang="${lang}"><head><title>${title}</title></head>
<body style="margin:0;padding:0;background-color:${colour.page}">
<table ${table} width="100%" style="background-color:${colour.page}"><tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table ${table} width="600"><tr><td><![endif]-->
<table ${table} width="100%" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${colour.line}">
<tr><td style="background-color:${colour.navy};border-top:4px solid ${colour.accent};padding:18px 28px">
<table ${table}><tr><td width="48" valign="middle"><img src="cid:${LOGO_CID}" width="48" height="48" alt="" style="display:block;border:0"></td>
<td valign="middle" style="padding-left:14px;${font};font-size:18px;font-weight:bold;line-height:1.4;color:#ffffff">${t.brand}</td></tr></table>
</td></tr>
<tr><td style="padding:28px;${font};font-size:15px;line-height:1.8;color:${colour.text}">${body}</td></tr>
<tr><td style="padding:20px 28px;background-color:${colour.footer};border-top:1px solid ${colour.line};${font};font-size:12px;line-height:1.7;color:${colour.muted}">
${notes.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}
${t.signature.map((line, i) => (i === 0 ? html`<strong style="color:${colour.navy}">${line}</strong>` : html`<br>${line}`))}<br>${t.hours}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body></html>`);
}

/** The same footer as plain text. */
export function textFooter(lang: Locale, notes: readonly string[] = []): string[] {
  const t = emailFrame[lang];
  return [...(notes.length ? [...notes, ""] : []), "--", ...t.signature, t.hours];
}
