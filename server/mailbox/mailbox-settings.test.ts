import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env";
import { mailboxSettings } from "./mailbox-settings";

describe("IMAP_URL", () => {
  it("imaps:// is TLS on 993 by default, with an address as user name and the folder from the path", () => {
    const settings = mailboxSettings("imaps://info%40example.jp:app%20pass@imap.gmail.com/%5BGmail%5D%2FAll");
    expect(settings.connection).toMatchObject({
      host: "imap.gmail.com",
      port: 993,
      secure: true,
      auth: { user: "info@example.jp", pass: "app pass" },
    });
    expect(settings.path).toBe("[Gmail]/All");
  });

  it("imap:// is port 143 and INBOX when no folder is named; the cursor key never holds the user in clear", () => {
    const settings = mailboxSettings("imap://info:secret@127.0.0.1");
    expect(settings.connection).toMatchObject({ port: 143, secure: false });
    expect(settings.path).toBe("INBOX");
    expect(settings.cursorKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is optional, and a URL without a password or of another scheme stops the server with the variable's name", () => {
    expect(parseEnv({}).IMAP_URL).toBeUndefined();
    expect(parseEnv({ IMAP_URL: "imaps://u:p@imap.example.jp:993/INBOX" }).IMAP_URL).toBe(
      "imaps://u:p@imap.example.jp:993/INBOX",
    );
    expect(() => parseEnv({ IMAP_URL: "imaps://imap.example.jp" })).toThrow(EnvError);
    expect(() => parseEnv({ IMAP_URL: "https://u:p@imap.example.jp" })).toThrow(/IMAP_URL/);
  });
});
