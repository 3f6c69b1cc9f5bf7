/**
 * Just enough MIME parsing to assert on what an SMTP server received: headers
 * (unfolded, RFC 2047 words decoded) and the text/html parts decoded to strings.
 * Tests assert on the wire format, not on what we asked nodemailer to send.
 */
export interface ParsedMail {
  /** Header lines as received (unfolded, not decoded), in order. */
  rawHeaders: { name: string; value: string }[];
  /** Decoded value of the first header with this name (case-insensitive). */
  header(name: string): string | undefined;
  /** How many times a header occurs. */
  count(name: string): number;
  text: string | undefined;
  html: string | undefined;
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ""];
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return [raw.slice(0, at), raw.slice(at + sep.length)];
}

function parseHeaders(head: string) {
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });
}

/** Decodes RFC 2047 encoded words; adjacent words are joined as bytes so split UTF-8 survives. */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, enc, data]) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64") : decodeQ(data.replace(/_/g, " ")),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
}

function decodeQ(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(data.slice(i + 1, i + 3))) {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding = ""): string {
  const enc = encoding.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return decodeQ(body.replace(/=\r?\n/g, "")).toString("utf8");
  return body;
}

function parts(head: ReturnType<typeof parseHeaders>, body: string): { type: string; content: string }[] {
  const get = (n: string) => head.find((h) => h.name.toLowerCase() === n)?.value ?? "";
  const type = get("content-type").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(get("content-type"))?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const [h, b] = splitHead(chunk.replace(/^\r?\n/, ""));
        return parts(parseHeaders(h), b.replace(/\r?\n$/, ""));
      });
  }
  return [{ type: type.split(";")[0] || "text/plain", content: decodeBody(body, get("content-transfer-encoding")) }];
}

export function parseMail(raw: string): ParsedMail {
  const [head, body] = splitHead(raw);
  const rawHeaders = parseHeaders(head);
  const all = parts(rawHeaders, body);
  const matching = (name: string) => rawHeaders.filter((h) => h.name.toLowerCase() === name.toLowerCase());
  return {
    rawHeaders,
    header: (name) => {
      const found = matching(name)[0];
      return found && decodeWords(found.value);
    },
    count: (name) => matching(name).length,
    text: all.find((p) => p.type === "text/plain")?.content,
    html: all.find((p) => p.type === "text/html")?.content,
  };
}
