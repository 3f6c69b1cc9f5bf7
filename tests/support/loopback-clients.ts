import { connect, type Socket } from "node:net";
import { parseResponse } from "./socket-response";

/**
 * Raw connections from a chosen loopback address. On Linux the whole of 127/8 is
 * loopback, so a client socket bound to 127.0.0.2 or 127.0.0.3 reaches a server on
 * 127.0.0.1 (or 0.0.0.0, or "::") and is seen there as another client address.
 */
export interface LoopbackConnection {
  socket: Socket;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
  isClosed(): boolean;
  /** Everything the server sent so far. */
  received(): Buffer;
}

export async function connectFrom(url: URL, localAddress: string): Promise<LoopbackConnection> {
  const socket = connect({ port: Number(url.port), host: url.hostname, localAddress });
  let received = Buffer.alloc(0);
  let isClosed = false;
  socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  // A refused connection may end in a reset: that is an answer here, not a failure.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      isClosed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("close", () => reject(new Error(`could not connect from ${localAddress}`)));
  });
  return { socket, closed, isClosed: () => isClosed, received: () => received };
}

/** A connection whose request stops before the end of its headers: it holds a connection until the request timeout. */
export async function halfSentRequest(url: URL, localAddress: string): Promise<LoopbackConnection> {
  const connection = await connectFrom(url, localAddress);
  connection.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n`);
  return connection;
}

/** Finishes a half-sent request's headers and resolves with the answer's status, or null if the connection closes first. */
export function finishRequest(connection: LoopbackConnection): Promise<number | null> {
  return new Promise((resolve) => {
    const check = () => {
      const answer = parseResponse(connection.received());
      if (answer) resolve(answer.status);
    };
    connection.socket.on("data", check);
    void connection.closed.then(() => resolve(parseResponse(connection.received())?.status ?? null));
    connection.socket.write("Connection: close\r\n\r\n");
  });
}

/** GET /healthz on a new connection from `localAddress`: its status, or null if the server closed the connection. */
export async function healthzFrom(url: URL, localAddress: string): Promise<number | null> {
  let connection: LoopbackConnection;
  try {
    connection = await connectFrom(url, localAddress);
  } catch {
    return null;
  }
  connection.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n`);
  return finishRequest(connection);
}
