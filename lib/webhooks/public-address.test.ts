import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

// What ipaddr.js 2.5 calls each address, and whether a webhook may go there.
// The rule is "global unicast": ipaddr's "unicast" range, and for IPv6 also
// inside 2000::/3. The table pins both, so an ipaddr.js upgrade that moves a
// range shows up here.
const TABLE: [address: string, range: string, isPublic: boolean][] = [
  ["93.184.216.34", "unicast", true],
  ["8.8.8.8", "unicast", true],
  ["127.0.0.1", "loopback", false],
  ["10.1.2.3", "private", false],
  ["172.16.0.1", "private", false],
  ["192.168.1.1", "private", false],
  ["169.254.169.254", "linkLocal", false],
  ["100.64.0.1", "carrierGradeNat", false],
  ["0.0.0.0", "unspecified", false],
  ["255.255.255.255", "broadcast", false],
  ["224.0.0.1", "multicast", false],
  ["240.0.0.1", "reserved", false],
  ["192.0.0.1", "reserved", false],
  ["192.0.2.1", "reserved", false],
  ["198.18.0.1", "reserved", false],
  ["198.19.255.255", "reserved", false],
  ["198.51.100.1", "reserved", false],
  ["203.0.113.10", "reserved", false],
  ["192.88.99.1", "reserved", false],
  ["192.175.48.1", "as112", false],
  ["192.52.193.1", "amt", false],
  ["2606:2800:220:1:248:1893:25c8:1946", "unicast", true],
  ["2001:4860:4860::8888", "unicast", true],
  ["::", "unspecified", false],
  ["::1", "loopback", false],
  // IPv4-compatible ::7f00:1 (127.0.0.1) is "unicast" to ipaddr.js: only the 2000::/3 test refuses it.
  ["::7f00:1", "unicast", false],
  ["4000::1", "unicast", false],
  ["::ffff:7f00:1", "ipv4Mapped", false],
  ["::ffff:808:808", "ipv4Mapped", false],
  ["::ffff:0:7f00:1", "rfc6145", false],
  ["64:ff9b::7f00:1", "rfc6052", false],
  ["64:ff9b:1::1", "rfc6052", false],
  ["2002:7f00:1::", "6to4", false],
  ["2001::1", "teredo", false],
  ["2001:2::1", "benchmarking", false],
  ["2001:db8::1", "reserved", false],
  ["3fff::1", "reserved", false],
  ["2620:4f:8000::1", "as112v6", false],
  ["2001:20::1", "orchid2", false],
  ["fe80::1", "linkLocal", false],
  ["fc00::1", "uniqueLocal", false],
  ["fd00::1", "uniqueLocal", false],
  ["fec0::1", "deprecatedSiteLocal", false],
  ["ff02::1", "multicast", false],
  ["100::1", "discard", false],
  ["5f00::1", "segmentRouting", false],
];

describe("a public (global unicast) address", () => {
  it.each(TABLE)("%s is %s to ipaddr.js, public: %s", (address, range, isPublic) => {
    expect(ipaddr.parse(address).range()).toBe(range);
    expect(isPublicAddress(address)).toBe(isPublic);
  });

  it.each(["", "localhost", "example.com", "0x7f.1", "127.1", "2130706433", "1.2.3", "fe80::1%eth0", "[::1]"])(
    "is never %j, which is not an IP address in standard form",
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});
