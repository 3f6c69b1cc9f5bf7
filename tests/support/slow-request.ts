import { connect } from "node:net";
import { parseResponse, type RawResponse } from "./socket-response";

export interface SlowRequest {
  /** Sends the next `bytes` bytes of the body (all that is left if fewer). */
  send(bytes: number): void;
  /** Sends the rest of the body. */
  finish(): void;
  /** Bytes of the body not sent yet. */
  remaining(): number;
  /** The complete answer (by Content-Length), whether or not the connection stays open. */
  response: Promise<RawResponse>;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
  /** Everything the server sent after its "100 Continue" (an answer without Content-Length, such as Node's 408, too). */
  received(): string;
}

/**
 * An HTTP/1.1 request written by hand on its own keep-alive connection, its body
 * sent only when the test says so: a request that is in flight (headers received,
 * handler running, body still arriving) for as long as the test wants.
 * It asks `Expect: 100-continue`, so the server's "100 Continue" proves it has read
 * the headers; resolves after that, with the first `initialBytes` of the body sent.
 */
export async function startSlowRequest(
  baseUrl: string,
  {
    method,
    path,
    headers = {},
    body,
    initialBytes = 1,
  }: { method: string; path: string; headers?: Record<string, string>; body: string; initialBytes?: number },
): Promise<SlowRequest> {
  const url = new URL(path, baseUrl);
  const payload = Buffer.from(body, "utf8");
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));

  let received = Buffer.alloc(0);
  let continued: () => void = () => {};
  const headersRead = new Promise<void>((resolve) => (continued = resolve));
  const response = new Promise<RawResponse>((resolve, reject) => {
    const tryParse = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      if (/^HTTP\/1\.1 100 /.test(received.toString("latin1", 0, 13))) {
        received = received.subarray(end + 4);
        continued();
        return tryParse();
      }
      const answer = parseResponse(received);
      if (answer) resolve(answer);
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse();
    });
    socket.once("close", () =>
      reject(new Error(`connection closed before a complete answer (${received.length} bytes received)`)),
    );
    socket.once("error", () => {});
  });
  response.catch(() => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));

  const head = [
    `${method} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    `Content-Length: ${payload.length}`,
    "Expect: 100-continue",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "",
    "",
  ].join("\r\n");
  socket.write(head);
  await Promise.race([headersRead, response.then(() => {})]);
  let sent = 0;
  const send = (bytes: number) => {
    const next = Math.min(payload.length, sent + bytes);
    if (next > sent) socket.write(payload.subarray(sent, next));
    sent = next;
  };
  send(initialBytes);
  return {
    send,
    finish: () => send(payload.length),
    remaining: () => payload.length - sent,
    response,
    closed,
    received: () => received.toString("latin1"),
  };
}

/** Whether a new TCP connection to the server is accepted (false: refused). */
export function acceptsConnections(baseUrl: string): Promise<boolean> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
