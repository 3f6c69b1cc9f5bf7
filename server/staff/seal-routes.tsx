import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { staffSeal } from "../../content/staff-seal";
import { assertSameOrigin } from "../http/guards";
import { ApiError } from "../http/api-error";
import { logger } from "../logger";
import {
  SEAL_MAX_BYTES,
  SEAL_MAX_PIXELS,
  SEAL_MIN_PIXELS,
  SealRefused,
  saveSeal,
  storedSeal,
  type SealRefusal,
} from "../quotes/company-seal";
import { SEAL_DATA_URL } from "../quotes/seal-bytes";
import type { Services } from "../services";
import { SealPage } from "./pages/seal-page";
import { sameToken, type StaffSession } from "./sessions";
import type { StaffRequest } from "./staff-request";

/** The multipart body around the file (boundaries, the CSRF field, part headers) is small; beyond this, 413 unread. */
const MAX_UPLOAD_BYTES = SEAL_MAX_BYTES + 16 * 1024;

const STATUS: Record<SealRefusal, ContentfulStatusCode> = {
  missing: 422,
  tooLarge: 413,
  notPng: 415,
  dimensions: 422,
  unreadable: 422,
};

/** Reads at most `max` bytes of the body, or null when it is longer. */
async function boundedBody(request: Request, max: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get("content-length") ?? "0") > max) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The company seal (印影) printed on quotations and invoices: every staff member sees it, only the owner uploads it
 * (a PNG checked by its bytes: company-seal.ts). Stored in the database, never in the repository.
 */
export function registerSealRoutes(app: Hono, services: Services, r: StaffRequest) {
  const { db, env, limits } = services;
  const { page, fullSession, toLogin, signedInOf } = r;

  const isOwner = async (session: StaffSession) =>
    (await db.selectFrom("staff_users").select("role").where("id", "=", session.staff.id).executeTakeFirstOrThrow())
      .role === "owner";

  async function sealPage(
    c: Context,
    session: StaffSession,
    extra: { flash?: string; error?: string } = {},
    status: ContentfulStatusCode = 200,
  ) {
    const seal = await storedSeal(db);
    return page(
      c,
      <SealPage
        lang={session.staff.language}
        signedIn={signedInOf(session)}
        owner={await isOwner(session)}
        sealImage={seal ? `${SEAL_DATA_URL}${seal.png_base64}` : null}
        {...extra}
      />,
      status,
    );
  }

  app.get("/staff/seal", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    return sealPage(c, session, c.req.query("done") === "1" ? { flash: staffSeal[session.staff.language].saved } : {});
  });

  app.post("/staff/seal", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const lang = session.staff.language;
    const t = staffSeal[lang];
    assertSameOrigin(c.req.raw, env.SITE_URL, lang);
    const refuse = (reason: SealRefusal) => {
      const message =
        reason === "tooLarge"
          ? t.errors.tooLarge(SEAL_MAX_BYTES / 1024)
          : reason === "dimensions"
            ? t.errors.dimensions(SEAL_MIN_PIXELS, SEAL_MAX_PIXELS)
            : t.errors[reason];
      return sealPage(c, session, { error: message }, STATUS[reason]);
    };
    const type = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(type)) return refuse("missing");
    const body = await boundedBody(c.req.raw, MAX_UPLOAD_BYTES);
    if (!body) return refuse("tooLarge");
    let form: FormData;
    try {
      form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
    } catch {
      return refuse("missing");
    }
    const csrf = form.get("csrf");
    if (typeof csrf !== "string" || !sameToken(csrf, session.csrfToken)) throw ApiError.of(403, "csrfInvalid", lang);
    await limits.consume("staffWrite", session.staff.id, lang);
    if (!(await isOwner(session))) return sealPage(c, session, { error: t.ownerOnly }, 403);
    const file = form.get("seal");
    if (!file || typeof file === "string") return refuse("missing");
    try {
      const saved = await saveSeal(db, new Uint8Array(await file.arrayBuffer()), session.staff.id);
      logger.info("staff_seal_uploaded", { staff: session.staff.id, sha256: saved.sha256 });
    } catch (error) {
      if (error instanceof SealRefused) return refuse(error.reason);
      throw error;
    }
    return c.redirect("/staff/seal?done=1", 303);
  });
}
