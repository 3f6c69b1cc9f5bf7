/**
 * At least 200 XSS payloads, Japanese and English.
 * Every payload that ran would call window.__xss(id) (the tests install that trap),
 * so an execution anywhere is caught and named, whatever the context:
 * HTML, attribute breakouts, URLs, Markdown links, templates, mutation XSS.
 */

/** Attack vectors; ID is replaced by the payload's number. */
const vectors = [
  "<script>__xss(ID)</script>",
  "<img src=x onerror=__xss(ID)>",
  "<svg onload=__xss(ID)>",
  "<svg><script>__xss(ID)</script></svg>",
  '"><img src=x onerror=__xss(ID)>',
  "'><img src=x onerror=__xss(ID)>",
  '" onmouseover="__xss(ID)" autofocus onfocus="__xss(ID)" x="',
  "' autofocus onfocus='__xss(ID)' x='",
  "javascript:__xss(ID)",
  "[x](javascript:__xss(ID))",
  "[詳しくはこちら](JaVaScRiPt:__xss(ID))",
  "[click](https://evil.example/?q=<script>__xss(ID)</script>)",
  "![img](javascript:__xss(ID))",
  '<a href="javascript:__xss(ID)">x</a>',
  '<a href="&#106;avascript:__xss(ID)">x</a>',
  "{{constructor.constructor('__xss(ID)')()}}",
  "${__xss(ID)}",
  "#{__xss(ID)}",
  "</textarea><script>__xss(ID)</script>",
  "</title><script>__xss(ID)</script>",
  "</style><script>__xss(ID)</script>",
  "</script><script>__xss(ID)</script>",
  '<iframe src="javascript:__xss(ID)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(ID)</script>"></iframe>',
  "<body onload=__xss(ID)>",
  "<details open ontoggle=__xss(ID)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss(ID)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss(ID)>">',
  "\\u003cimg src=x onerror=__xss(ID)\\u003e",
  "\u003cimg src=x onerror=__xss(ID)\u003e",
  "&lt;img src=x onerror=__xss(ID)&gt;",
  "&#60;script&#62;__xss(ID)&#60;/script&#62;",
  "%3Cscript%3E__xss(ID)%3C/script%3E",
  "<scr<script>ipt>__xss(ID)</scr</script>ipt>",
  "<SCRIPT SRC=data:text/javascript,__xss(ID)></SCRIPT>",
  '<object data="javascript:__xss(ID)"></object>',
  '<embed src="javascript:__xss(ID)">',
  "<form><button formaction=javascript:__xss(ID)>x</button></form>",
  "<input autofocus onfocus=__xss(ID)>",
  "<video><source onerror=__xss(ID)></video>",
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(ID)">',
  '<base href="javascript:__xss(ID)//">',
  '<img src="x\n" onerror="__xss(ID)">',
  "<img src=x onerror=&#95;&#95;xss(ID)>",
  "<svg><animate onbegin=__xss(ID) attributeName=x dur=1s>",
  '<!--<img src="--><img src=x onerror=__xss(ID)//">',
  "<x contenteditable autofocus onfocus=__xss(ID)>",
  '"-__xss(ID)-"',
  "';__xss(ID);//",
  "＜script＞__xss(ID)＜／script＞",
  "<img src=x onerror=__xss(ID)\r\nBcc: victim@example.com>",
  "<a href=//evil.example onclick=__xss(ID)>http://evil.example</a>",
];

/** Japanese and English visitor text around a vector, so it sits inside realistic sentences. */
const wrappers: ((v: string) => string)[] = [
  (v) => v,
  (v) => `お世話になっております。${v}よろしくお願いいたします。`,
  (v) => `山田${v}太郎`,
  (v) => `Hello, ${v} thanks!`,
];

export interface XssPayload {
  id: number;
  text: string;
}

/** 52 vectors in 4 settings: 208 payloads, each calling __xss with its own number. */
export const xssPayloads: XssPayload[] = vectors.flatMap((vector, v) =>
  wrappers.map((wrap, w) => {
    const id = v * wrappers.length + w + 1;
    return { id, text: wrap(vector.replaceAll("ID", String(id))) };
  }),
);

/**
 * The trap, for page.addInitScript: records every call and every
 * securitypolicyviolation event where the test can read them.
 */
export const xssTrapScript = `
  window.__xssCalls = [];
  window.__cspViolations = [];
  window.__xss = (id) => {
    window.__xssCalls.push(id);
    try { if (window.top !== window) window.top.__xssCalls.push(id); } catch {}
  };
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI);
  });
`;
