import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { withLineBreaks } from "../domain/text/line-breaks-html";

export const streamTimeout = 5_000;

/**
 * React Router's default entry, except that the page is rendered whole (as the prerender always did) and then
 * given its line breaks (domain/text/line-breaks-html.ts): phrase breaks for Japanese, breaks inside e-mail
 * addresses and URLs only after "@", "." or "/". Pages are small and mostly prerendered, so nothing streams.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        const html = Buffer.concat(chunks).toString("utf8");
        const japanese = /^(?:<!DOCTYPE html>)?<html[^>]*\slang="ja"/i.test(html);
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(withLineBreaks(html, japanese), { headers: responseHeaders, status }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // An error in the shell rejects (onShellError) and is logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
