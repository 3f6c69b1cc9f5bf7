import { z } from "zod";
import { contactValidation } from "../../content/contact-validation";
import { chatLiveVisitor } from "../../content/chat-live";
import { emailSchema } from "../../domain/forms/contact-schema";
import { EMAIL_MAX_LENGTH } from "../../domain/forms/email-address";
import { isLocale } from "../../domain/i18n/locales";
import { saveVisitorEmail, verifyReopenToken } from "../chat/handoff-email";
import { issueVisitorToken, verifyVisitorToken } from "../chat/handoff-live";
import { readAnswerer } from "../chat/handoff-state";
import { conversationParam, tokenParam } from "./chat-live-routes";
import { writeTransaction } from "../db/database";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, readBody } from "../http/guards";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import { clientDigest } from "../mail/auto-reply-cap";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, json, param, writeGuards } from "../openapi/route-parts";
import type { Services } from "../services";

export const chatEmailRoute = defineRoute({
  method: "post",
  path: "/api/chat/{id}/email",
  operationId: "giveChatEmail",
  tags: ["chat"],
  summary: "The visitor's optional address for a person's answer, given in a conversation handed to a person",
  description:
    "JSON only, with the conversation's token. Checked with the contact form's email rule; kept on the conversation. When a person answers while the visitor's panel is not connected, the answer is emailed there with a link that reopens the conversation, within the contact form's auto-reply caps (per address, and per the client that gave it). Nothing is sent now.",
  parameters: [conversationParam, param("Language")],
  request: {
    body: {
      required: true,
      content: json({
        type: "object",
        required: ["token", "email"],
        properties: {
          token: { ...tokenParam.schema, description: "The conversation's token." },
          email: { type: "string", maxLength: EMAIL_MAX_LENGTH },
          language: { type: "string", enum: ["ja", "en"] },
        },
      }),
    },
  },
  responses: {
    "200": {
      description: "The address is kept.",
      content: json({ type: "object", required: ["message"], properties: { message: { type: "string" } } }),
    },
    ...errors(400, 404, ...writeGuards),
  },
});

export const chatReopenRoute = defineRoute({
  method: "post",
  path: "/api/chat/{id}/reopen",
  operationId: "reopenChat",
  tags: ["chat"],
  summary: "Reopens a conversation in the panel from the link of an emailed answer",
  description:
    "JSON only. The link's token (the newest emailed for this conversation, not expired) opens the conversation: the answer carries its messages and a new conversation token for the panel (the panel's earlier token no longer opens it). Any other token, an expired one or another conversation's is a 404.",
  parameters: [conversationParam, param("Language")],
  request: {
    body: {
      required: true,
      content: json({
        type: "object",
        required: ["token"],
        properties: { token: tokenParam.schema },
      }),
    },
  },
  responses: {
    "200": {
      description: "The conversation, for the panel.",
      content: json({
        type: "object",
        required: ["conversationId", "sessionId", "language", "conversationToken", "messages", "handedOff"],
        properties: {
          conversationId: { type: "string" },
          sessionId: { type: "string" },
          language: { type: "string", enum: ["ja", "en"] },
          conversationToken: { type: "string" },
          handedOff: { type: "boolean" },
          messages: {
            type: "array",
            description:
              "The newest 100 messages, oldest first (author: the staff member's name when a person wrote it).",
            items: {
              type: "object",
              required: ["id", "role", "content", "author", "createdAt"],
              properties: {
                id: { type: "string" },
                role: { type: "string", enum: ["user", "assistant"] },
                content: { type: "string" },
                author: { type: ["string", "null"] },
                createdAt: { type: "string", format: "date-time" },
              },
            },
          },
        },
      }),
    },
    ...errors(404, ...writeGuards),
  },
});

const tokenOf = (data: Record<string, unknown>) => (typeof data.token === "string" ? data.token.slice(0, 100) : "");

/**
 * The visitor's side of a person's answer by email: the address the panel's field gives, and the emailed link that
 * reopens the conversation. Both need a capability of that one conversation (its token, the link's token).
 */
export function registerChatEmailRoutes(api: ApiRouter, services: Services) {
  const { env, db, limits } = services;

  api.openapi(chatEmailRoute, async (c) => {
    const request = c.req.raw;
    const early = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, early);
    const ip = clientIp(c, env.TRUST_PROXY);
    await limits.consume("chat", ip, early);
    const { kind, data } = await readBody(request, early);
    if (kind !== "json") throw ApiError.of(415, "unsupportedType", early);
    const language = isLocale(data.language) ? data.language : early;
    const id = c.req.param("id");
    const known = z.uuid().safeParse(id).success && (await verifyVisitorToken(db, id, tokenOf(data)));
    const conversation = known
      ? await db.selectFrom("chat_conversations").select("handed_off_at").where("id", "=", id).executeTakeFirst()
      : undefined;
    // Only a conversation handed to a person takes an address: a person's answer is what may be emailed.
    if (!conversation?.handed_off_at) throw ApiError.of(404, "notFound", language);
    const email = emailSchema(contactValidation[language]).safeParse(data.email);
    if (!email.success) throw new ApiError(400, "validation", "email", email.error.issues[0]!.message);
    // An address kept costs what a contact form post costs, from this client.
    await limits.consume("contact", ip, language);
    await writeTransaction(db, (trx) => saveVisitorEmail(trx, id, email.data, clientDigest(ip)));
    logger.info("chat_email_given");
    return c.json({ message: chatLiveVisitor[language].emailSaved }, 200, { "Cache-Control": "no-store" });
  });

  api.openapi(chatReopenRoute, async (c) => {
    const request = c.req.raw;
    const language = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, language);
    await limits.consume("chat", clientIp(c, env.TRUST_PROXY), language);
    const { kind, data } = await readBody(request, language);
    if (kind !== "json") throw ApiError.of(415, "unsupportedType", language);
    const id = c.req.param("id");
    const now = new Date();
    const valid = z.uuid().safeParse(id).success && (await verifyReopenToken(db, id, tokenOf(data), now));
    if (!valid) throw ApiError.of(404, "notFound", language);
    const opened = await writeTransaction(db, async (trx) => {
      // A new token for the panel that follows the link: the token is kept only as its hash, so it cannot be given back.
      await trx.updateTable("chat_conversations").set({ visitor_token_hash: null }).where("id", "=", id).execute();
      const token = (await issueVisitorToken(trx, id))!;
      const conversation = await trx
        .selectFrom("chat_conversations")
        .select(["session_id", "language"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom("chat_messages")
        .select(["id", "role", "content", "author", "created_at"])
        .where("conversation_id", "=", id)
        .orderBy("created_at", "desc")
        .limit(100)
        .execute();
      return { token, conversation, rows: rows.reverse() };
    });
    const who = await readAnswerer(db, id, now, env.CHAT_HANDOFF_IDLE_MINUTES * 60_000);
    logger.info("chat_reopened");
    return c.json(
      {
        conversationId: id,
        sessionId: opened.conversation.session_id,
        language: opened.conversation.language,
        conversationToken: opened.token,
        handedOff: who.by === "person",
        messages: opened.rows.map((row) => ({
          id: row.id,
          role: row.role,
          content: row.content,
          author: row.author ?? null,
          createdAt: row.created_at,
        })),
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });
}
