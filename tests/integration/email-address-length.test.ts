import { afterAll, beforeAll, expect, it } from "vitest";
import { contactValidation } from "../../content/contact-validation";
import { formToken, withToken } from "../support/form-tokens";
import { emailOfLength } from "../support/hostile-input";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

/**
 * One rule for an address on every path that ends in an email to it: 254
 * characters pass from the form to the mail server, 255 and 256 are a translated
 * 400 (the schema once allowed 255 and the mailer refused it: a 500).
 */

afterAll(() => stopTestPostgres());

const lengths = [254, 255, 256] as const;

describeEachDialect("email addresses of 254, 255 and 256 characters", (dialect) => {
  let t: TestServer;
  const db = () => t.running.services.db;
  beforeAll(async () => {
    t = await startTestServer(dialect, {
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
    });
  });
  afterAll(() => t.close());

  it("contact: 254 is stored with both emails queued, 255 and 256 are a translated 400", async () => {
    for (const length of lengths) {
      for (const language of ["ja", "en"] as const) {
        const email = emailOfLength(length, `c${language}`);
        const res = await postJson(
          `${t.url}/api/contact`,
          withToken({ name: "長い 住所", email, message: "届きますか？", language }, "contact"),
        );
        if (length === 254) {
          expect(res.status).toBe(201);
          const { id } = await res.json();
          expect(
            (await db().selectFrom("email_outbox").select("to_address").where("reference", "=", id).execute()).map(
              (r) => r.to_address,
            ),
          ).toContain(email);
        } else {
          expect(res.status).toBe(400);
          expect((await res.json()).error).toEqual({
            code: "validation",
            field: "email",
            message: contactValidation[language].emailTooLong,
          });
        }
      }
    }
  });

  async function startQuote(email: string) {
    return postJson(`${t.url}/api/quotes`, withToken({ name: "長い 住所", email, language: "en" }, "quote"));
  }
  async function completeQuote(q: { id: string; token: string }, language: "ja" | "en") {
    const auth = { authorization: `Bearer ${q.token}` };
    const saved = await fetch(`${t.url}/api/quotes/${q.id}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ serviceType: "web-basic", specifications: { pages: 3 } }),
    });
    expect(saved.status).toBe(200);
    return fetch(`${t.url}/api/quotes/${q.id}/complete`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ language }),
    });
  }

  it("quote start and completion: 254 completes with its estimate queued, 255 and 256 are a translated 400", async () => {
    for (const length of lengths) {
      const res = await startQuote(emailOfLength(length, "q"));
      if (length !== 254) {
        expect(res.status).toBe(400);
        expect((await res.json()).error).toEqual({
          code: "validation",
          field: "email",
          message: contactValidation.en.emailTooLong,
        });
        continue;
      }
      expect(res.status).toBe(201);
      const q = await res.json();
      const done = await completeQuote(q, "en");
      expect(done.status).toBe(200);
      expect(
        (await db().selectFrom("email_outbox").select("kind").where("reference", "=", q.id).execute())
          .map((r) => r.kind)
          .sort(),
      ).toEqual(["quote-notification", "quote-to-visitor"]);
    }
  });

  it("quote completion: a quote stored with a 255- or 256-character address (an older, looser rule) is a translated 400 every time, not a 500", async () => {
    for (const length of [255, 256]) {
      const res = await startQuote("placeholder@example.jp");
      const q = await res.json();
      await db()
        .updateTable("quotes")
        .set({ email: emailOfLength(length, "old") })
        .where("id", "=", q.id)
        .execute();
      for (const language of ["ja", "en"] as const) {
        const done = await completeQuote(q, language);
        expect(done.status).toBe(400);
        expect((await done.json()).error).toEqual({
          code: "validation",
          field: "email",
          message: contactValidation[language].emailTooLong,
        });
      }
      const row = await db().selectFrom("quotes").select("status").where("id", "=", q.id).executeTakeFirstOrThrow();
      expect(row.status).toBe("incomplete");
      expect(await db().selectFrom("email_outbox").select("id").where("reference", "=", q.id).execute()).toEqual([]);
    }
  });

  it("chat lead: the email step refuses 255 and 256 with the translated message and takes 254 through to a stored lead", async () => {
    for (const length of lengths) {
      for (const language of ["ja", "en"] as const) {
        const token = formToken("chat");
        const sessionId = `email-length-${dialect}-${length}-${language}`;
        let conversationId: string | null = null;
        const say = async (content: string, type?: string) => {
          const res = await postJson(`${t.url}/api/chat`, {
            messages: [{ role: "user", content, ...(type ? { type } : {}) }],
            conversationId,
            sessionId,
            language,
            formToken: token,
          });
          expect(res.status).toBe(200);
          const body = (await res.json()) as { message: string; conversationId: string };
          conversationId = body.conversationId;
          return body.message;
        };
        await say(language === "ja" ? "営業へのお問い合わせ" : "Contact Sales", "menu_selection");
        await say("Ken Tanaka");
        const email = emailOfLength(length, `l${language}`);
        const reply = await say(email);
        if (length === 254) {
          expect(reply).not.toContain(contactValidation[language].emailTooLong);
          await say(language === "ja" ? "新しいサイトの相談です。" : "A new website, please.");
          // The assistant reads the details back and stores the lead on "yes".
          await say(language === "ja" ? "はい" : "yes");
          const stored = await db()
            .selectFrom("contact_messages")
            .select(["id", "source"])
            .where("email", "=", email)
            .executeTakeFirstOrThrow();
          expect(stored.source).toBe("chat");
          expect(
            (await db().selectFrom("email_outbox").select("kind").where("reference", "=", stored.id).execute()).length,
          ).toBe(2);
        } else {
          expect(reply).toContain(contactValidation[language].emailTooLong);
          expect(await db().selectFrom("contact_messages").select("id").where("email", "=", email).execute()).toEqual(
            [],
          );
        }
      }
    }
  });
});
