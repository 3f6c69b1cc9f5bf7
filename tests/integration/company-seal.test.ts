import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { PDFDocument, PDFDict, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStaff } from "../../server/staff/staff-accounts";
import { withToken } from "../support/form-tokens";
import { STAFF_PASSWORD, StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

// The owner uploads the company seal in the office; documents issued afterwards print it.
afterAll(() => stopTestPostgres());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
/** A real RGBA PNG: a red ring on white, or random noise (which does not compress). */
function png(width: number, height: number, noise = false): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = noise ? randomBytes(width * 4) : Buffer.alloc(width * 4, 255);
    if (!noise)
      for (let x = 0; x < width; x++) {
        const d = Math.hypot(x - width / 2, y - height / 2) / (width / 2);
        if (d > 0.8 && d < 0.95) row.set([200, 30, 30, 255], x * 4);
      }
    rows.push(Buffer.concat([Buffer.from([0]), row]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The pixel sizes of every image a PDF embeds. */
async function embeddedImages(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const sizes: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict?.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const n = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    // The alpha channel is its own image (SMask) of the same size; count the colour image only.
    if (dict.get(PDFName.of("ColorSpace")) === PDFName.of("DeviceGray")) continue;
    sizes.push(`${n("Width")}x${n("Height")}`);
  }
  return sizes;
}

describeEachDialect("the company seal uploaded in the office", (dialect) => {
  let t: TestServer;
  let owner: StaffClient;
  let ownerCsrf: string;

  beforeAll(async () => {
    const databaseUrl = dialect === "postgres" ? await testPostgresUrl() : undefined;
    t = await startTestServer(dialect, {
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const email = `owner-${dialect}@tamagawa-digital.jp`;
    await createStaff(t.running.services.db, { email, name: "代表 太郎", password: STAFF_PASSWORD, role: "owner" });
    owner = new StaffClient(t.url);
    expect((await owner.login(email)).status).toBe(303);
    ownerCsrf = await owner.csrf();
  });
  afterAll(() => t.close());

  async function upload(client: StaffClient, csrf: string, file: Uint8Array, name = "seal.png", type = "image/png") {
    const form = new FormData();
    form.set("csrf", csrf);
    form.set("seal", new Blob([file as Uint8Array<ArrayBuffer>], { type }), name);
    const response = await fetch(`${t.url}/staff/seal`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: client.cookieHeader(), origin: t.url },
      body: form,
    });
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  /** A completed quote's version 1 PDF, as staff download it. */
  async function issuedQuotationPdf(): Promise<{ id: string; bytes: Uint8Array }> {
    const res = await postJson(
      `${t.url}/api/quotes`,
      withToken(
        { name: "山田 太郎", email: `seal-${randomBytes(4).toString("hex")}@example.jp`, language: "ja" },
        "quote",
      ),
    );
    const q = (await res.json()) as { id: string; token: string };
    const auth = { authorization: `Bearer ${q.token}` };
    await fetch(`${t.url}/api/quotes/${q.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 3, revisions: 2 } }),
    });
    expect((await fetch(`${t.url}/api/quotes/${q.id}/complete`, { method: "POST", headers: auth })).status).toBe(200);
    return { id: q.id, bytes: await quotationPdf(q.id) };
  }

  async function quotationPdf(id: string): Promise<Uint8Array> {
    const pdf = await owner.get(`/staff/leads/${id}/quotation.pdf`);
    expect(pdf.status).toBe(200);
    return new Uint8Array(await pdf.arrayBuffer());
  }

  it("lets only the owner upload a checked PNG, refuses anything else with a translated 4xx, and prints it on documents issued after", async () => {
    const db = t.running.services.db;
    const before = await issuedQuotationPdf();
    expect(await embeddedImages(before.bytes)).not.toContain("240x240");

    // Another member of staff sees the seal page but may not change it.
    const { email } = await newStaff(db, "佐藤 花子");
    const colleague = new StaffClient(t.url);
    expect((await colleague.login(email)).status).toBe(303);
    const page = await (await colleague.get("/staff/seal")).text();
    expect(page).toContain("会社印を変更できるのはオーナーのアカウントだけです。");
    expect(page).not.toContain('type="file"');
    const refused = await upload(colleague, await colleague.csrf(), png(240, 240));
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("会社印を変更できるのはオーナーのアカウントだけです。");
    // Without the session's CSRF token, not even the owner.
    expect((await upload(owner, "wrong", png(240, 240))).status).toBe(403);

    // Bad files, judged by their bytes: a JPEG named .png, an oversized PNG, a strip, a truncated PNG.
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(2000)]);
    const notPng = await upload(owner, ownerCsrf, jpeg);
    expect(notPng.status).toBe(415);
    expect(notPng.text).toContain("PNG画像ではありません。");
    const big = png(400, 400, true);
    expect(big.length).toBeGreaterThan(200 * 1024);
    const tooLarge = await upload(owner, ownerCsrf, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("ファイルが大きすぎます。200 KB以下のPNG画像にしてください。");
    const strip = await upload(owner, ownerCsrf, png(600, 100));
    expect(strip.status).toBe(422);
    expect(strip.text).toContain("画像の大きさが合いません。");
    const truncated = await upload(owner, ownerCsrf, png(240, 240).slice(0, 60));
    expect(truncated.status).toBe(422);
    expect(truncated.text).toContain("この画像は読み込めません。");
    expect(await db.selectFrom("company_seal").select("id").execute()).toEqual([]);

    // The owner's PNG is stored in the database and shown on the page.
    const seal = png(240, 240);
    const saved = await upload(owner, ownerCsrf, seal);
    expect(saved).toMatchObject({ status: 303, location: "/staff/seal?done=1" });
    const stored = await db.selectFrom("company_seal").selectAll().executeTakeFirstOrThrow();
    expect(Buffer.from(stored.png_base64, "base64").equals(Buffer.from(seal))).toBe(true);
    expect(stored).toMatchObject({ width: 240, height: 240 });
    expect(await (await owner.get("/staff/seal?done=1")).text()).toContain("印影を保存しました。");

    // A quotation issued now embeds it; the one issued before keeps its own bytes.
    expect(await embeddedImages((await issuedQuotationPdf()).bytes)).toContain("240x240");
    expect(Buffer.from(await quotationPdf(before.id)).equals(Buffer.from(before.bytes))).toBe(true);
  });

  it("shows the office in English with the same errors translated", async () => {
    await owner.post("/staff/account/language", { csrf: ownerCsrf, language: "en" });
    const notPng = await upload(owner, ownerCsrf, new TextEncoder().encode("GIF89a not a png at all, really"));
    expect(notPng.status).toBe(415);
    expect(notPng.text).toContain("That is not a PNG image.");
    await owner.post("/staff/account/language", { csrf: ownerCsrf, language: "ja" });
  });
});
