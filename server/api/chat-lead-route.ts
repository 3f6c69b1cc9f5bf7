import { chatContactCard } from "../../content/chat-contact-card";
import { chatLeads } from "../../content/chat-leads";
import { chatReplies } from "../../content/chat-replies";
import { chatValidation } from "../../content/chat-validation";
import { CONTACT_CARD_TURN, contactCardFields } from "../../domain/chat/contact-card";
import { validateContactCard, type ContactCardInput } from "../../domain/chat/contact-card-schema";
import { EMAIL_MAX_LENGTH } from "../../domain/forms/email-address";
import type { Locale } from "../../domain/i18n/locales";
import { recordConversion } from "../analytics/conversions";
import { parseChatLeadRequest } from "../chat/chat-request";
import type { ChatTurn } from "../chat/chat-types";
import { readFlowState } from "../chat/conversation-state";
import { ConversationChangedError, findConversation, saveTurn } from "../chat/conversation-store";
import { hoursNote } from "../chat/hours-note";
import { summaryOf, transcriptOf } from "../chat/lead-summary";
import { plainEcho } from "../chat/reply-format";
import { insertContact, type NewContact } from "../contact/submit-contact";
import { writeTransaction } from "../db/database";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { useFormToken } from "../http/form-token-uses";
import { assertSameOrigin, readBody } from "../http/guards";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import { autoReplyPolicy } from "../mail/auto-reply-cap";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { exampleBodies } from "../openapi/example-bodies";
import { chatLeadRequestSchema } from "../openapi/request-schemas";
import { chatLeadAcceptedSchema } from "../openapi/response-schemas";
import { errors, json, param, writeGuards } from "../openapi/route-parts";
import type { Services } from "../services";
import { webhookTargets } from "../webhooks/lead-webhooks";
import { checkForm } from "./anti-spam";

export const chatLeadRoute = defineRoute({
  method: "post",
  path: "/api/chat/lead",
  operationId: "sendChatContactCard",
  tags: ["chat"],
  summary: "The chat's contact card: the visitor's details, stored as a chat lead",
  description:
    "JSON only, with the conversation's chat form token. Checked with the contact form's rules and a one-line preferred time; stored like a lead the visitor confirmed in the chat (reference L-…, the company's notification and the visitor's confirmation email), and the conversation's lead flow ends.",
  parameters: [param("Language")],
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: chatLeadRequestSchema, example: exampleBodies.chatLead } },
    },
  },
  responses: {
    "201": { description: "The lead is stored and its emails are queued.", content: json(chatLeadAcceptedSchema) },
    ...errors(400, 404, 409, ...writeGuards),
  },
});

/** The stored message: the chat lead's heading, the request, and the preferred time as a labelled line. */
function storedMessage(card: ContactCardInput, kind: "sales" | "support", language: Locale): string {
  const t = chatLeads[language];
  return [t[kind], card.message, ...(card.preferredTime ? [t.preferredTime(card.preferredTime)] : [])].join("\n");
}

/** The visitor's turn in the stored conversation: what the card sent, labelled, so the transcript has it. */
function sentTurn(card: ContactCardInput, language: Locale): ChatTurn {
  const t = chatContactCard[language];
  const rows = contactCardFields.filter((field) => card[field]).map((field) => `${t.fields[field]}: ${card[field]}`);
  return { role: "user", content: [t.sent, ...rows].join("\n"), type: CONTACT_CARD_TURN };
}

/**
 * POST /api/chat/lead: the contact card of the chat panel. The same guards as POST /api/chat;
 * only a conversation of this session is accepted (else 404, whether it exists or not). The
 * lead is stored exactly as a lead confirmed by "yes" is (server/api/chat-routes.ts).
 */
export function registerChatLeadRoute(api: ApiRouter, services: Services) {
  const { env, db, limits, tokens } = services;

  api.openapi(chatLeadRoute, async (c) => {
    const request = c.req.raw;
    const early = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, early);
    const ip = clientIp(c, env.TRUST_PROXY);
    await limits.consume("chat", ip, early);
    const { kind: bodyKind, data } = await readBody(request, early);
    if (bodyKind !== "json") throw ApiError.of(415, "unsupportedType", early);
    const lead = parseChatLeadRequest(data);
    const { language } = lead;
    const checked = validateContactCard(data, language);
    if (!checked.ok) throw new ApiError(400, "validation", checked.first.field, checked.first.message);
    const form = checkForm(data, tokens, "chat", language);
    if (form.spam) throw ApiError.of(403, "formTokenInvalid", language, "formToken");

    const existing = await findConversation(db, lead.conversationId, lead.sessionId);
    if (!existing) throw new ApiError(404, "notFound", "conversationId", chatValidation[language].conversationUnknown);
    await limits.consume("conversation", existing.id, language);
    // A stored lead costs what a contact form post costs, from this address and in this conversation.
    await limits.consume("contact", ip, language);
    await limits.consume("contact", `chat:${existing.id}`, language);
    const flow = readFlowState(existing.state);
    const kind = flow?.flow === "lead" ? flow.kind : (lead.kind ?? "sales");
    const card = checked.data;
    const history = existing.history;
    const summary = summaryOf(
      {
        kind,
        name: card.name,
        email: card.email,
        message: card.message,
        ...(card.company ? { company: card.company } : {}),
      },
      history,
    );
    const contact: NewContact = {
      name: card.name,
      email: card.email,
      phone: card.phone,
      company: card.company,
      message: storedMessage(card, kind, language),
      language,
      source: "chat",
      chat: { transcript: transcriptOf(history), summary },
    };
    const now = new Date();
    const done = `${chatReplies[language].lead.done(plainEcho(card.name), plainEcho(card.email, EMAIL_MAX_LENGTH))}\n${hoursNote(now, language)}`;

    let stored: { reference: string; reply: string };
    try {
      stored = await writeTransaction(db, async (trx) => {
        await useFormToken(trx, form.tokenId, "chat", language);
        const { id, reference } = await insertContact(
          trx,
          contact,
          env.MAIL_TO,
          autoReplyPolicy(env, ip),
          webhookTargets(env),
          env.SITE_URL,
        );
        await recordConversion(trx, { kind: "chat-lead", subjectId: id, language, attribution: data.attribution });
        const reply = `${done}\n${chatLeads[language].reference(reference)}`;
        await saveTurn(trx, {
          existing,
          sessionId: lead.sessionId,
          language,
          opening: [],
          visitor: sentTurn(card, language),
          reply: { role: "assistant", content: reply, type: null },
          // The card answers the lead flow; any other flow the visitor went on to is left as it is.
          state: flow?.flow === "lead" ? null : existing.state,
          leadEmail: card.email,
          now,
        });
        return { reference, reply };
      });
    } catch (error) {
      if (error instanceof ConversationChangedError) {
        throw new ApiError(409, "conflict", "conversationId", chatValidation[language].conversationBusy);
      }
      throw error;
    }
    services.nudgeOutbox();
    logger.info("chat_card_lead", { kind });
    return c.json({ message: stored.reply, conversationId: existing.id, reference: stored.reference }, 201, {
      "Cache-Control": "no-store",
    });
  });
}
