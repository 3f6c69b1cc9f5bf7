import { describe, expect, it } from "vitest";
import { addressNetwork } from "./address-network";

describe("addressNetwork", () => {
  it("keeps an IPv4 address, also when written as IPv6", () => {
    expect(addressNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(addressNetwork("::FFFF:198.51.100.1")).toBe("198.51.100.1");
  });

  it("groups an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0099",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::192.0.2.1",
      "2001:db8:1:2::5%eth0",
    ])
      expect(addressNetwork(ip), ip).toBe(network);
    expect(addressNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(addressNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("returns anything that is not an address unchanged", () => {
    expect(addressNetwork("unknown")).toBe("unknown");
    expect(addressNetwork("")).toBe("");
  });
});
