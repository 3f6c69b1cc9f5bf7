/**
 * The request examples of the document (each route's definition carries its own);
 * tests/integration/openapi.test.ts sends every one to the real server.
 */

// Shape of a token from GET /api/form-token; a real one is signed by the server.
const exampleToken = (form: string) =>
  `v3.${form}.mfq8x2k0.${form === "chat" ? "0" : "2bc"}.bW9ja3JhbmRvbWlk.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXI`;

export const exampleBodies = {
  event: { t: "pageview", p: "/en/services", l: "en", r: "www.google.com", e: true, u: { source: "newsletter" } },
  contact: {
    name: "山田 太郎",
    email: "taro@example.jp",
    phone: "044-000-0000",
    company: "",
    message: "ホームページ制作について相談したいです。",
    language: "ja",
    formToken: exampleToken("contact"),
  },
  chat: {
    messages: [{ role: "user", content: "What does a website cost?" }],
    sessionId: "session-0123456789",
    language: "en",
    formToken: exampleToken("chat"),
  },
  chatLead: {
    conversationId: "0b6f6a8e-4c1d-4f7e-9a55-2f1b3c4d5e6f",
    sessionId: "session-0123456789",
    language: "ja",
    kind: "sales",
    name: "山田 太郎",
    email: "taro@example.jp",
    phone: "044-000-0000",
    company: "",
    preferredTime: "平日の午後",
    message: "ホームページのリニューアルについて相談したいです。",
    formToken: exampleToken("chat"),
  },
  quoteStart: {
    name: "Taro Yamada",
    email: "taro@example.jp",
    sessionId: "0b6f6a8e-4c1d-4f7e-9a55-2f1b3c4d5e6f",
    language: "en",
    formToken: exampleToken("quote"),
  },
  quoteChange: { serviceType: "web-basic", specifications: { pages: 3, revisions: 3 }, language: "en" },
  quoteComplete: { language: "en" },
};
