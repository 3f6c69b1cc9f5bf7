import { chatLeads } from "../../content/chat-leads";
import { chatValidation } from "../../content/chat-validation";
import { validateContact } from "../../domain/forms/contact-schema";
import type { Locale } from "../../domain/i18n/locales";
import { chatOpening } from "../chat/chat-opening";
import type { ChatEngine, ChatLead, ChatTurn } from "../chat/chat-types";
import { parseChatRequest } from "../chat/chat-request";
import { ConversationChangedError, findConversation, saveTurn } from "../chat/conversation-store";
import { defaultChatEngine } from "../chat/default-engine";
import { notifyHandoff } from "../chat/handoff";
import { recordUnanswered } from "../chat/unanswered";
import { markHandedOff } from "../chat/handoff-state";
import { chatLiveVisitor } from "../../content/chat-live";
import { handoffNextStep } from "../chat/handoff-next";
import { isOpen } from "../chat/hours-note";
import type { ChatEngineOutput } from "../chat/chat-types";
import { issueVisitorToken, messagesAfter } from "../chat/handoff-live";
import { handoffBusOf } from "../services";
import { registerChatLiveRoutes } from "./chat-live-routes";
import { registerChatEmailRoutes } from "./chat-email-routes";
import { markCustomerMessage } from "../leads/customer-message";
import { markWaitingQuestions, nextAnswerer } from "../chat/handoff-routing";
import { insertContact } from "../contact/submit-contact";
import { recordConversion } from "../analytics/conversions";
import { writeTransaction } from "../db/database";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, readBody } from "../http/guards";
import { requestLanguage } from "../http/request-language";
import { useFormToken } from "../http/form-token-uses";
import { logger } from "../logger";
import { autoReplyPolicy } from "../mail/auto-reply-cap";
import type { Services } from "../services";
import { checkForm } from "./anti-spam";
import { registerChatLeadRoute } from "./chat-lead-route";
import { readContactCard } from "../../domain/chat/contact-card";
import { webhookTargets } from "../webhooks/lead-webhooks";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, json, param, writeGuards } from "../openapi/route-parts";
import { exampleBodies } from "../openapi/example-bodies";
import { chatRequestSchema } from "../openapi/request-schemas";
import { chatReplySchema } from "../openapi/response-schemas";

/**
 * A lead as a contact message, checked with the contact form's rules (the engine
 * validates too; this is the authority). Null if it does not pass: the
 * conversation is still stored, and the log says so without personal data.
 */
function leadAsContact(lead: ChatLead, language: Locale) {
  const { transcript, summary, ...fields } = lead;
  const result = validateContact(
    { ...fields, message: `${chatLeads[language][lead.kind]}\n${lead.message}` },
    language,
  );
  if (!result.ok) {
    logger.warn("chat_lead_invalid", { field: result.error.field });
    return null;
  }
  const chat = transcript && summary ? { chat: { transcript, summary } } : {};
  return { ...result.data, language, source: "chat" as const, ...chat };
}

export const chatRoute = defineRoute({
  method: "post",
  path: "/api/chat",
  operationId: "sendChatMessage",
  tags: ["chat"],
  summary: "One visitor message to the site assistant",
  description:
    "JSON only. The server answers from its stored history; a lead the assistant collects is stored as a contact message.",
  parameters: [param("Language")],
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: chatRequestSchema, example: exampleBodies.chat } },
    },
  },
  responses: {
    "200": { description: "The assistant's reply.", content: json(chatReplySchema) },
    ...errors(400, 409, ...writeGuards),
  },
});

async function conversationEmail(db: Services["db"], id: string): Promise<string | null> {
  const row = await db.selectFrom("chat_conversations").select("email").where("id", "=", id).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * POST /api/chat. The server trusts only its stored
 * history: of the messages a client sends, only the last (the visitor's new
 * message) is used. An unknown conversation id, or one of another session, starts
 * a new conversation whose id the answer carries (docs/decisions/007-chat-conversations.md).
 */
export function registerChatRoutes(api: ApiRouter, services: Services) {
  const { env, db, limits, tokens } = services;
  let builtIn: ChatEngine | undefined;
  const engine = () => services.chatEngine ?? (builtIn ??= defaultChatEngine(env));
  const bus = handoffBusOf(services);
  const publishTurn = async (conversationId: string, after: string | null) => {
    try {
      for (const message of await messagesAfter(db, conversationId, after)) await bus.publish(message);
    } catch (error) {
      logger.warn("chat_publish_failed", { error: error instanceof Error ? error.message : String(error) });
    }
  };
  // Build the search index soon after start-up instead of during the first visitor's question.
  if (env.CHAT_WARM_UP_MS > 0) {
    setTimeout(
      () =>
        void engine()({
          language: "ja",
          history: [{ role: "user", content: "営業時間" }],
          state: null,
          now: new Date(),
        }).catch(() => {}),
      env.CHAT_WARM_UP_MS,
    ).unref();
  }

  api.openapi(chatRoute, async (c) => {
    const request = c.req.raw;
    const early = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, early);
    await limits.consume("chat", clientIp(c, env.TRUST_PROXY), early);
    const { kind, data } = await readBody(request, early);
    if (kind !== "json") throw ApiError.of(415, "unsupportedType", early);
    const chat = parseChatRequest(data);
    const { language } = chat;
    const form = checkForm(data, tokens, "chat", language);
    if (form.spam) throw ApiError.of(403, "formTokenInvalid", language, "formToken");

    const existing = chat.conversationId ? await findConversation(db, chat.conversationId, chat.sessionId) : null;
    if (existing) await limits.consume("conversation", existing.id, language);
    const opening = existing ? [] : chatOpening(language);
    const visitor: ChatTurn = { role: "user", content: chat.message.content, type: chat.message.type };
    const now = new Date();
    // Once a person has answered in the conversation (decision 032) the visitor's words go to staff, not to the
    // assistant, which would answer what it already could not; the visitor is told it was passed on.
    const answerer = existing
      ? await nextAnswerer(db, existing.id, now, env.CHAT_HANDOFF_IDLE_MINUTES * 60_000)
      : { handedOff: false, person: false };
    const person = answerer.person;
    const output: ChatEngineOutput = person
      ? { message: chatLiveVisitor[language].received, state: existing?.state ?? null }
      : await engine()({
          language,
          history: [...(existing?.history ?? opening), visitor],
          state: existing?.state ?? null,
          now,
        });
    if (typeof output.message !== "string" || output.message.trim() === "")
      throw new Error("chat engine returned no message");
    const contact = output.lead ? leadAsContact(output.lead, language) : null;
    // A stored lead costs what a contact form post costs, from this address and in this conversation.
    if (contact) {
      await limits.consume("contact", clientIp(c, env.TRUST_PROXY), language);
      if (existing) await limits.consume("contact", `chat:${existing.id}`, language);
    }
    // Nothing reaches the company before the visitor confirms: only a confirmed lead is stored here
    // (a visitor who leaves details and goes quiet is stored by the idle sweep, marked unconfirmed).
    const state = output.state;

    let conversationId: string;
    // Asking for a person hands the conversation to one: the visitor reads plainly what happens next, by the
    // company's hours (a person here within minutes, or from when), instead of the assistant's offer.
    const askedForPerson = !person && !contact && output.handoff?.reason === "asked_for_person";
    let reply = askedForPerson ? handoffNextStep(now, language).message : output.message;
    let companyTold = false;
    let handedOffNow = askedForPerson;
    let conversationToken: string | null = null;
    try {
      conversationId = await writeTransaction(db, async (trx) => {
        await useFormToken(trx, form.tokenId, "chat", language);
        // A lead is stored first, so the confirmation can tell the visitor its reference.
        if (contact) {
          const { id, reference } = await insertContact(
            trx,
            contact,
            env.MAIL_TO,
            autoReplyPolicy(env, clientIp(c, env.TRUST_PROXY)),
            webhookTargets(env),
            env.SITE_URL,
          );
          await recordConversion(trx, { kind: "chat-lead", subjectId: id, language, attribution: data.attribution });
          reply = `${output.message}\n${chatLeads[language].reference(reference)}`;
        }
        const id = await saveTurn(trx, {
          existing,
          sessionId: chat.sessionId,
          language,
          opening,
          visitor,
          reply: { role: "assistant", content: reply, type: null },
          state,
          leadEmail: contact?.email,
          now,
        });
        conversationToken = await issueVisitorToken(trx, id);
        // A question the engine could not answer, or a visitor asking for a person, becomes a lead a person
        // must answer (decision 028): the conversation is marked handed off, the question heads the inbox as 要対応,
        // and the company is told once per conversation when the engine asked for a person.
        if (person) await markWaitingQuestions(trx, id, now.toISOString());
        else if (output.unanswered || output.handoff) {
          const question = visitor.content;
          const leadId = await recordUnanswered(trx, { conversationId: id, question, language, now });
          await markHandedOff(trx, id, output.handoff?.reason ?? "cannot_answer", now.toISOString());
          handedOffNow = true;
          await markCustomerMessage(trx, leadId, now.toISOString());
          if (output.handoff)
            companyTold = await notifyHandoff(
              trx,
              output.handoff,
              { leadId, conversationId: id, question, language, now },
              { inbox: env.MAIL_TO, siteUrl: env.SITE_URL, slack: Boolean(env.SLACK_WEBHOOK_URL) },
            );
        } else if (answerer.handedOff && !contact) await markWaitingQuestions(trx, id, now.toISOString());
        return id;
      });
    } catch (error) {
      if (error instanceof ConversationChangedError) {
        throw new ApiError(409, "conflict", "conversationId", chatValidation[language].conversationBusy);
      }
      throw error;
    }
    if (contact || companyTold) services.nudgeOutbox();
    // The office's live view of the conversation hears the turn (its messages are read back as stored).
    void publishTurn(conversationId, existing?.lastMessageAt ?? null);
    logger.info("chat_turn", { started: !existing, lead: Boolean(contact) });
    // While the lead flow is open the panel shows the card; read through its guard, so the answer keeps its schema.
    const card = contact ? null : readContactCard(output.contactCard);
    const token = conversationToken ? { conversationToken } : {};
    // Outside the company's hours nobody answers soon: the visitor may leave an address for the answer.
    const offerEmail =
      handedOffNow && !isOpen(now) && !(existing && (await conversationEmail(db, conversationId)))
        ? { offerEmail: true }
        : {};
    return c.json(
      {
        message: reply,
        conversationId,
        ...token,
        ...(person || askedForPerson ? { handedOff: true } : {}),
        ...offerEmail,
        ...(card ? { contactCard: card } : {}),
      },
      200,
      {
        "Cache-Control": "no-store",
      },
    );
  });

  registerChatLeadRoute(api, services);
  registerChatLiveRoutes(api, services, bus);
  registerChatEmailRoutes(api, services);
}
