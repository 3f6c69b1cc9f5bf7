import { Agent, request } from "node:http";

/** A request as the property suites send it: exact bytes, any headers Node lets through. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Send the body in pieces with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * HTTP/1.1 over keep-alive sockets, without fetch's body and header
 * normalisation: invalid UTF-8, chunked bodies and odd content types arrive as sent.
 */
export function rawClient(baseUrl: string, maxSockets = 8) {
  const url = new URL(baseUrl);
  // Idle sockets close (2 s) long before the server's keep-alive timeout could close them under a request.
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: 2000 });
  let sent = 0;
  return {
    get sent() {
      return sent;
    },
    close: () => agent.destroy(),
    send(req: RawRequest): Promise<RawResponse> {
      sent++;
      return new Promise((resolve, reject) => {
        const headers: Record<string, string> = { ...req.headers };
        if (req.body && !req.chunked) headers["content-length"] = String(req.body.length);
        // The server may answer an oversized body (413) before reading it and then close the
        // connection; such a request gets a connection of its own, so no other request meets the close.
        const oversized = (req.body?.length ?? 0) > 60_000;
        if (oversized) headers.connection = "close";
        const r = request(
          {
            agent: oversized ? false : agent,
            host: url.hostname,
            port: url.port,
            method: req.method,
            path: req.path,
            headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString("utf8"),
              }),
            );
            res.on("error", reject);
          },
        );
        r.on("error", reject);
        if (req.body && req.chunked) {
          const size = Math.max(1, Math.ceil(req.body.length / 4));
          for (let i = 0; i < req.body.length; i += size) r.write(req.body.subarray(i, i + size));
        } else if (req.body) r.write(req.body);
        r.end();
      });
    },
  };
}

export type RawClient = ReturnType<typeof rawClient>;
