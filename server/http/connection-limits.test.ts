import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { DEFAULT_MAX_CONNECTIONS_PER_IP, connectionsPerIp } from "./connection-limits";

describe("connections per client address", () => {
  it("caps each address at 128 when the site is served directly", () => {
    expect(DEFAULT_MAX_CONNECTIONS_PER_IP).toBe(128);
    expect(connectionsPerIp(parseEnv({}))).toBe(128);
  });

  it("has no cap of its own behind a trusted proxy, whose connections all come from one address", () => {
    expect(connectionsPerIp(parseEnv({ TRUST_PROXY: "true" }))).toBe(0);
  });

  it("takes HTTP_MAX_CONNECTIONS_PER_IP when set, 0 meaning no cap, and refuses anything but a whole number", () => {
    expect(connectionsPerIp(parseEnv({ HTTP_MAX_CONNECTIONS_PER_IP: "16" }))).toBe(16);
    expect(connectionsPerIp(parseEnv({ HTTP_MAX_CONNECTIONS_PER_IP: "512", TRUST_PROXY: "true" }))).toBe(512);
    expect(connectionsPerIp(parseEnv({ HTTP_MAX_CONNECTIONS_PER_IP: "0" }))).toBe(0);
    expect(() => parseEnv({ HTTP_MAX_CONNECTIONS_PER_IP: "-1" })).toThrow(/HTTP_MAX_CONNECTIONS_PER_IP/);
    expect(() => parseEnv({ HTTP_MAX_CONNECTIONS_PER_IP: "many" })).toThrow(/HTTP_MAX_CONNECTIONS_PER_IP/);
  });
});
