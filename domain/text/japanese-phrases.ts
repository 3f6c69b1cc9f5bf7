import { Parser, jaModel } from "budoux";

// Runs where pages are rendered (prerender and SSR). The browser bundles never carry
// budoux: vite.config.ts stubs it in the client build and scripts/build-islands.mjs
// refuses it in the island bundle.

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
let parser: Parser | undefined;

/** Splits Japanese text into phrases (BudouX); any other text comes back whole. */
export function japanesePhrases(text: string): string[] {
  if (!JAPANESE.test(text)) return [text];
  parser ??= new Parser(jaModel);
  return parser.parse(text);
}
