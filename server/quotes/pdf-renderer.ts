import { Worker } from "node:worker_threads";
import { renderDocumentPdf, type PrintedDocument } from "./quotation-pdf";

/**
 * Draws a frozen document (a quotation version or an invoice) as PDF bytes. Called once per issued
 * document; every download serves the stored bytes.
 */
export type PdfRenderer = (document: PrintedDocument, issuedAt: string) => Promise<Uint8Array>;

/** On the calling thread: for tests and the CLIs, which serve no visitors. */
export const renderInProcess: PdfRenderer = (document, issuedAt) => renderDocumentPdf(document, new Date(issuedAt));

interface Reply {
  id: number;
  pdf?: Uint8Array;
  error?: string;
}

/**
 * The renderer on a worker thread (pdf-thread-entry.ts, bundled as pdf-thread.js): drawing a
 * quotation costs 130–250 ms of CPU, which on the request thread every visitor would wait behind.
 * Like the mail thread, it is started on first use, unref'd while idle, and started again after a crash
 * (the renders in flight then fail, and the caller's next attempt renders again).
 */
export function createThreadedRenderer(entry: URL): PdfRenderer & { close(): void } {
  const pending = new Map<number, { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(entry);
    started.on("message", ({ id, pdf, error }: Reply) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (pdf) waiting.resolve(pdf);
      else waiting.reject(new Error(error ?? "no PDF"));
      if (pending.size === 0) started.unref();
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`pdf thread exited (code ${code})`)));
    started.unref();
    return (worker = started);
  }

  const render: PdfRenderer = (document, issuedAt) => {
    const id = nextId++;
    const target = thread();
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.ref();
      target.postMessage({ id, document, issuedAt });
    });
  };
  return Object.assign(render, {
    close() {
      const stopping = worker;
      worker = undefined;
      void stopping?.terminate();
    },
  });
}
