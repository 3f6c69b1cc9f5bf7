/** The staff office's only stylesheet, served from /staff/staff.css (the CSP allows no inline style). */
export const STAFF_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.6 system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;color:#1a1a1a;background:#f6f7f9}
a{color:#0b4fa8}
:focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}
.skip{position:absolute;left:-999px}
.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px;z-index:1}
.bar{display:flex;gap:16px;align-items:center;justify-content:space-between;padding:8px 16px;background:#12284b;color:#fff}
.bar a,.bar button{color:#fff}
.bar nav{display:flex;gap:16px;align-items:center}
.brand{font-weight:700}
main{padding:16px;max-width:1200px;margin:0 auto}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .25rem}
.inline{display:inline}
button{font:inherit;padding:6px 14px;border:1px solid #12284b;background:#12284b;color:#fff;border-radius:4px;cursor:pointer}
.bar button{background:transparent;border-color:#fff}
/* 16 px: a phone's browser zooms into any smaller field it focuses. */
input,select,textarea{font:inherit;font-size:16px;padding:6px 8px;border:1px solid #6b7280;border-radius:4px;background:#fff;color:#1a1a1a;max-width:100%}
textarea{width:100%}
label{font-weight:600}
.stack{display:flex;flex-direction:column;gap:6px;max-width:640px;margin-bottom:16px}
.stack button{align-self:flex-start}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin-bottom:12px}
.filters div{display:flex;flex-direction:column;gap:4px}
.filters .grow{flex:1;min-width:200px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}
.pager{display:flex;gap:16px;margin:12px 0}
.columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px}
@media (max-width:800px){.columns{grid-template-columns:1fr}}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
dt{font-weight:600}
dd{margin:0}
.pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d1d5db;padding:8px;border-radius:4px}
.plain{list-style:none;padding:0}
.plain li{margin-bottom:8px}
.meta{margin:0;color:#4b5563;font-size:.9rem}
.flash{background:#e6f4ea;border:1px solid #2e7d32;padding:8px;border-radius:4px}
.error{background:#fdecea;border:1px solid #b3261e;padding:8px;border-radius:4px}
code{word-break:break-all}
.totp-key,.codes code{word-break:normal;font-size:1.05rem;letter-spacing:.04em}
.codes{columns:2;max-width:420px}
.new-codes{border:2px solid #92400e;border-radius:4px;padding:0 12px;margin-bottom:16px}
.thread .entry{background:#fff;border:1px solid #d1d5db;border-left:6px solid #6b7280;border-radius:4px;padding:8px 10px}
.thread .entry-original,.thread .entry-inbound{border-left-color:#0b4fa8}
.thread .entry-staffReply{border-left-color:#2e7d32}
.thread .entry-note{border-left-color:#92400e;background:#fffbeb}
.thread .entry-automatic{border-left-color:#9ca3af}
.thread .entry .pre{border:0;padding:4px 0 0}
.chat-line{background:#fff;border:1px solid #d1d5db;border-left:6px solid #6b7280;border-radius:4px;padding:6px 10px}
.chat-line .pre{border:0;padding:4px 0 0}
.chat-visitor{border-left-color:#0b4fa8}
.chat-person{border-left-color:#2e7d32;background:#f0fdf4}
.chat-bot{border-left-color:#9ca3af}
.badge{display:inline-block;padding:0 6px;border:1px solid #92400e;border-radius:4px;background:#fef3c7;color:#78350f;font-size:.85rem;font-weight:600;white-space:nowrap}
.badge.status{border-color:#12284b;background:#eef2f8;color:#12284b}
.badge.unread-badge{border-color:#0b4fa8;background:#0b4fa8;color:#fff}
.bar nav a,.bar button,.views a,button{white-space:nowrap}
tr.unread td{font-weight:700}
.views{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;margin:0 0 8px}
.views a[aria-current=page]{font-weight:700;text-decoration:none;color:#1a1a1a}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.bulk{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;border:1px solid #d1d5db;border-radius:4px;margin:0 0 12px;padding:8px 12px}
.bulk div{display:flex;flex-direction:column;gap:4px}
button.secondary{background:#fff;color:#12284b}
.ref{color:#4b5563;white-space:nowrap}
.email bdi{overflow-wrap:anywhere}
/* Any value may be one long unbroken run (a pasted URL, an ID): it wraps inside its cell instead of widening the page. */
table.leads td{overflow-wrap:anywhere}
.badge.needs-reply-badge{border-color:#b3261e;background:#b3261e;color:#fff}
details.more-filters,details.bulk-box{flex-basis:100%}
details.more-filters>summary,details.bulk-box>summary{display:inline-block;cursor:pointer;padding:4px 12px;border:1px solid #12284b;border-radius:4px;background:#fff;color:#12284b;font-weight:600;margin-bottom:8px}
details.more-filters .filters{margin:0}
.phone-only{display:none}
.card{background:#fff;border:1px solid #d1d5db;border-radius:4px;padding:8px 12px}
/* A quotation form's line table is wider than its column at any width: it scrolls inside itself, never over the next column. */
table.lines{display:block;max-width:100%;overflow-x:auto}
table.lines input:not([type=checkbox]){width:100%;min-width:5em}
/* Phones: the list becomes cards, one lead per card, each value under its column's name. */
@media (max-width:639.98px){
.bar{flex-wrap:wrap;gap:4px 16px}
.bar nav{flex-wrap:wrap;gap:4px 12px}
main{padding:12px}
.wide-only{display:none}
.phone-only{display:block}
/* A table of figures (a quotation's versions, its lines) scrolls inside itself; the page never scrolls sideways. */
main table:not(.leads){display:block;max-width:100%;overflow-x:auto}
input,select,textarea{max-width:100%;min-width:0}
table.leads,table.leads tbody,table.leads tr{display:block;width:100%}
table.leads thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
/* A compact card: when and badges, name and company, kind and status, tap-to-call and tap-to-mail, two lines of the latest message. */
table.leads tr{background:#fff;border:1px solid #d1d5db;border-radius:6px;margin:0 0 8px;padding:6px 36px 6px 10px;position:relative}
table.leads td{display:inline-block;max-width:100%;border:0;padding:0 10px 0 0;overflow-wrap:anywhere;vertical-align:baseline}
table.leads td.when,table.leads td.name,table.leads td.summary{display:block}
table.leads td.name{font-weight:700}
table.leads td.last-inbound,table.leads td.last-reply{font-size:.85rem;color:#4b5563}
table.leads td.last-inbound::before,table.leads td.last-reply::before{content:attr(data-label) " ";font-weight:600}
table.leads td.summary bdi{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;color:#374151}
table.leads td:empty{display:none}
table.leads td.pick{position:absolute;top:6px;right:8px;width:auto;display:block;z-index:1;padding:0}
/* The whole card opens the lead; the checkbox and the tel:/mailto: links sit above that link. */
table.leads a.row-link::after{content:"";position:absolute;inset:0}
table.leads td.email a,table.leads td.phone a{position:relative;z-index:1;display:inline-block;padding:2px 0}
dl{grid-template-columns:minmax(0,1fr)}
dd{margin-bottom:6px;overflow-wrap:anywhere}
.filters .grow{min-width:0;flex-basis:100%}
.columns{grid-template-columns:minmax(0,1fr)}
}
`;
