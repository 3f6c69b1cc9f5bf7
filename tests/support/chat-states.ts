import type { ConversationState } from "../../server/chat/chat-types";

/** Every kind of step a conversation can be in when a message arrives: the CPU test and bench read in each. */
export const conversationStates: (ConversationState | null)[] = [
  null,
  { flow: "lead", kind: "sales", step: "name" },
  { flow: "lead", kind: "sales", step: "email", name: "山田 太郎" },
  { flow: "lead", kind: "support", step: "message", name: "Ann Lee", email: "ann@example.com" },
  { flow: "lead", kind: "sales", step: "confirm", name: "Ann Lee", email: "ann@example.com", message: "site" },
  { flow: "quote", attempts: 0 },
];
