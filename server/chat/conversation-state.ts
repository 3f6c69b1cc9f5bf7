import { z } from "zod";
import type { ConversationState } from "./chat-types";

/**
 * The engine's memory between turns, stored by the API as JSON. Parsed defensively:
 * anything unexpected (an older shape, a hand-edited row) simply starts afresh.
 */
const leadState = z.object({
  flow: z.literal("lead"),
  kind: z.enum(["sales", "support"]),
  step: z.enum(["name", "email", "message", "confirm"]),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  message: z.string().optional(),
  preferredTime: z.string().optional(),
});

const quoteState = z.object({
  flow: z.literal("quote"),
  attempts: z.number().int().min(0),
});

const flowState = z.discriminatedUnion("flow", [leadState, quoteState]);

export type LeadState = z.infer<typeof leadState>;
export type QuoteState = z.infer<typeof quoteState>;
export type FlowState = z.infer<typeof flowState>;

export function readFlowState(state: ConversationState | null | undefined): FlowState | null {
  const parsed = flowState.safeParse(state ?? null);
  return parsed.success ? parsed.data : null;
}

export function toConversationState(state: FlowState | null): ConversationState | null {
  return state ? { ...state } : null;
}
