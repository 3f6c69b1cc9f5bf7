/**
 * Limits of the chat API, shared by the widget (input maxLength) and
 * the server (authority). Lengths count code points, as a person counts characters.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** The widget sends only the recent tail: the server trusts its stored history, and a long tail could pass the 64 KB body limit. */
export const CHAT_MESSAGES_SENT = 6;

/** The quick-option type of a message (spec section 3). */
export const MENU_SELECTION = "menu_selection";
