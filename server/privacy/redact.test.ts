import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { redactAddresses } from "./redact";

describe("keeping addresses out of logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("masks every address in a text and leaves the rest readable", () => {
    expect(redactAddresses("550 <taro@example.jp>: rejected; cc hanako+x@mail.example.com")).toBe(
      "550 <[address]>: rejected; cc [address]",
    );
  });

  it("masks an address percent-encoded in a URL", () => {
    expect(redactAddresses('No route matches URL "/services/taro.yamada%40example.com?x=1"')).toBe(
      'No route matches URL "[address]"',
    );
    expect(redactAddresses("/contact?email=hanako%40example.jp&sent=1")).toBe("[address]");
  });

  it("masks an address a caller passed to the logger inside any field", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    logger.error("test_event", { error: "connect failed for taro@example.jp", nested: { to: ["hanako@example.jp"] } });
    const line = String(write.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({
      event: "test_event",
      error: "connect failed for [address]",
      nested: { to: ["[address]"] },
    });
  });
});
