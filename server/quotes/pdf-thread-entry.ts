import { parentPort } from "node:worker_threads";
import { lowerThisThreadPriority } from "../threads/background-priority";
import { renderDocumentPdf, type PrintedDocument } from "./quotation-pdf";

// The worker-thread side of createThreadedRenderer: one document at a time, at background priority.
lowerThisThreadPriority();

parentPort!.on("message", ({ id, document, issuedAt }: { id: number; document: PrintedDocument; issuedAt: string }) => {
  renderDocumentPdf(document, new Date(issuedAt)).then(
    (pdf) => parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
