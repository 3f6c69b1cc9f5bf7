/** An HTTP/1.1 answer read by hand from a socket. */
export interface RawResponse {
  /** The status line and headers as received, without the blank line. */
  head: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * The complete answer at the start of `received` (its body's length given by
 * Content-Length), or undefined while more of it is to come.
 */
export function parseResponse(received: Buffer): RawResponse | undefined {
  const end = received.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const head = received.subarray(0, end).toString("latin1");
  const [statusLine, ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? NaN);
  const bodyBytes = received.subarray(end + 4);
  if (Number.isNaN(length) || bodyBytes.length < length) return undefined;
  return {
    head,
    status: Number(statusLine!.split(" ")[1]),
    headers,
    body: bodyBytes.subarray(0, length).toString("utf8"),
  };
}
