import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("the client address of a request", () => {
  it("with no trusted proxy is the connection's peer, whatever X-Forwarded-For claims", () => {
    expect(clientAddress({ peer: "192.0.2.10", forwardedFor: undefined, trustedProxyHops: 0 })).toBe("192.0.2.10");
    expect(clientAddress({ peer: "192.0.2.10", forwardedFor: "198.51.100.1", trustedProxyHops: 0 })).toBe("192.0.2.10");
  });

  it("behind trusted proxies is the entry the outermost of them added, counted from the right", () => {
    const forwardedFor = "10.9.9.9, 203.0.113.7, 10.0.0.2";
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor, trustedProxyHops: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor, trustedProxyHops: 2 })).toBe("203.0.113.7");
  });

  it("is the leftmost entry when there are fewer entries than trusted hops", () => {
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: "203.0.113.7", trustedProxyHops: 5 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "10.0.0.3", forwardedFor: undefined, trustedProxyHops: 1 })).toBe("10.0.0.3");
  });

  it("treats an IPv4-mapped IPv6 peer as the IPv4 address", () => {
    expect(clientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: undefined, trustedProxyHops: 0 })).toBe("127.0.0.1");
  });

  it("groups IPv6 clients by their /64, which one subscriber usually holds whole", () => {
    const one = clientAddress({ peer: "2001:db8:1:2:aaaa::1", forwardedFor: undefined, trustedProxyHops: 0 });
    const sameNetwork = clientAddress({ peer: "2001:db8:1:2:bbbb::9", forwardedFor: undefined, trustedProxyHops: 0 });
    const otherNetwork = clientAddress({ peer: "2001:db8:1:3::1", forwardedFor: undefined, trustedProxyHops: 0 });
    expect(one).toBe("2001:db8:1:2::/64");
    expect(sameNetwork).toBe(one);
    expect(otherNetwork).not.toBe(one);
  });

  it("is one shared key when the peer is unknown", () => {
    expect(clientAddress({ peer: undefined, forwardedFor: "198.51.100.1", trustedProxyHops: 0 })).toBe("unknown");
  });
});
