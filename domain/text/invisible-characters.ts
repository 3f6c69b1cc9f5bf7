/**
 * Characters that are not seen but change how the text around them is shown:
 * bidi controls reorder it (Trojan Source style: "Taro\u202Egnp.exe" reads
 * "Taroexe.png"), zero-width characters and the soft hyphen hide inside a word
 * ("pay\u200Bpal"). The one list for the forms (one-line fields drop them), the
 * staff CSV and the mail headers, where text cannot be isolated.
 */

// Embeddings/overrides, isolates, the LRM/RLM marks and the Arabic letter mark.
const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c";
// Zero-width space, non-joiner and joiner, word joiner, byte-order mark (zero-width no-break space), soft hyphen.
const ZERO_WIDTH = "\\u200b-\\u200d\\u2060\\ufeff\\u00ad";

const INVISIBLE = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, "gu");
const HAS_INVISIBLE = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, "u");
// What may stand before and after a joiner inside an emoji sequence (👨‍👩‍👧, 🏳️‍🌈, 🧑🏽‍💻).
const EMOJI_BEFORE = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

export function hasInvisibleCharacters(value: string): boolean {
  return HAS_INVISIBLE.test(value);
}

/** A one-line value (a name, an address, a phone number) without any of them. */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE, "");
}

/**
 * Multi-line text (a message, a transcript) without them, except a joiner between
 * two emoji, so a family emoji does not fall apart into three people.
 */
export function withoutInvisibleCharactersKeepingEmoji(value: string): string {
  return value.replace(INVISIBLE, (char: string, at: number) =>
    char === "\u200d" &&
    EMOJI_BEFORE.test(value.slice(Math.max(0, at - 2), at)) &&
    EMOJI_AFTER.test(value.slice(at + 1, at + 3))
      ? char
      : "",
  );
}
