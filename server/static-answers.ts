import type { Env } from "./env";
import { isNotModified, negotiateEncoding, type Encoding } from "./http-cache";
import { baseSecurityHeaders, htmlHeaders } from "./security-headers";
import type { StaticFile } from "./static-files";

type Headers = Record<string, string>;

/** A 200 or 304 for an in-memory file: what both the node:http fast path and the Hono route send. */
export interface StaticAnswer {
  status: 200 | 304;
  headers: Headers;
  /** Absent for a 304; sent only for GET. */
  body?: Buffer;
}

/** Every header set a file can be answered with, built once (per scheme) instead of per request. */
interface Prepared {
  notModified: StaticAnswer;
  ok: Record<Encoding, StaticAnswer>;
}

export interface StaticAnswers {
  /** The answer for a GET or HEAD of `file`, given the request's If-None-Match and Accept-Encoding. */
  answer(
    file: StaticFile,
    https: boolean,
    ifNoneMatch: string | null | undefined,
    acceptEncoding: string | null | undefined,
  ): StaticAnswer;
}

/**
 * The one implementation of serving a file held in memory (build/client, generated
 * SEO files, pages rendered once): conditional GET by ETag, the precompressed
 * variant the client accepts, caching and security headers (a page's CSP with its
 * script hashes). Answers are prepared once per file and scheme, so a request costs
 * a map lookup. Files are keys of a WeakMap: a rendered page dropped from its cache
 * takes its answers with it.
 */
export function staticAnswers(env: Env): StaticAnswers {
  const prepared = [new WeakMap<StaticFile, Prepared>(), new WeakMap<StaticFile, Prepared>()];
  const encodings = new Map<string, Encoding>();

  function prepare(file: StaticFile, https: boolean): Prepared {
    const security = file.scriptHashes ? htmlHeaders(file.scriptHashes, env, https) : baseSecurityHeaders(https);
    const common = {
      ...security,
      ETag: file.etag,
      "Cache-Control": file.cacheControl,
      Vary: file.vary ?? "Accept-Encoding",
    };
    const variant = (body: Buffer | undefined, encoding: Encoding): StaticAnswer => {
      const headers: Headers = {
        ...common,
        "Content-Type": file.contentType,
        "Content-Length": String((body ?? file.body).length),
      };
      if (body) headers["Content-Encoding"] = encoding;
      return { status: 200, headers, body: body ?? file.body };
    };
    return {
      notModified: { status: 304, headers: common },
      ok: { br: variant(file.br, "br"), gzip: variant(file.gzip, "gzip"), identity: variant(undefined, "identity") },
    };
  }

  function encodingOf(header: string | null | undefined): Encoding {
    if (!header) return "identity";
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      // A client could send endless variants; the common few stay cached.
      if (encodings.size < 100) encodings.set(header, encoding);
    }
    return encoding;
  }

  return {
    answer(file, https, ifNoneMatch, acceptEncoding) {
      const table = prepared[https ? 1 : 0]!;
      let answers = table.get(file);
      if (!answers) table.set(file, (answers = prepare(file, https)));
      if (ifNoneMatch && isNotModified(ifNoneMatch, file.etag)) return answers.notModified;
      return answers.ok[encodingOf(acceptEncoding)];
    },
  };
}

/** The answer as a web Response, for Hono. */
export function answerResponse(answer: StaticAnswer, method: string): Response {
  const body = method === "HEAD" || !answer.body ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
