import { describe, expect, it } from "vitest";
import { assertPublicDestination, parseEndpointUrl } from "./url-policy";

describe("webhook endpoint URLs", () => {
  it("must be https in production; demo mode takes http", () => {
    expect(() => parseEndpointUrl("http://example.com/hook", true)).toThrow(/https/);
    expect(parseEndpointUrl("http://127.0.0.1:4000/hook", false).toString()).toBe("http://127.0.0.1:4000/hook");
    expect(() => parseEndpointUrl("ftp://example.com", false)).toThrow();
    expect(() => parseEndpointUrl("not a url", false)).toThrow();
    expect(() => parseEndpointUrl("https://user:pw@example.com", true)).toThrow(/credentials/);
  });

  it.each([
    "https://127.0.0.1/x",
    "https://10.1.2.3/x",
    "https://172.20.0.1/x",
    "https://192.168.1.1/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/x",
    "https://[fe80::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://localhost/x",
    // Missed by the old block list: loopback written as IPv4-compatible,
    // NAT64, 6to4 and IPv4-translated IPv6, and IANA's special IPv4 blocks.
    "https://[::7f00:1]/x",
    "https://[64:ff9b::7f00:1]/x",
    "https://[2002:7f00:1::]/x",
    "https://[::ffff:0:7f00:1]/x",
    "https://[::ffff:a00:1]/x",
    "https://[::ffff:808:808]/x",
    "https://192.0.0.1/x",
    "https://198.18.0.1/x",
    "https://203.0.113.10/x",
  ])("refuses %s, which is not public", async (url) => {
    await expect(assertPublicDestination(new URL(url))).rejects.toThrow();
  });

  it.each(["https://93.184.216.34/hook", "https://[2606:2800:220:1:248:1893:25c8:1946]/hook"])("accepts %s, a public address", async (url) => {
    await expect(assertPublicDestination(new URL(url))).resolves.toBeUndefined();
  });

  it("refuses a name with one private address among public ones, and a name that resolves to nothing", async () => {
    const resolveHost = async (hostname: string) =>
      hostname === "mixed.test"
        ? [
            { address: "93.184.216.34", family: 4 },
            { address: "10.0.0.7", family: 4 },
          ]
        : [];

    await expect(assertPublicDestination(new URL("https://mixed.test/hook"), resolveHost)).rejects.toThrow(/not public/);
    await expect(assertPublicDestination(new URL("https://nowhere.test/hook"), resolveHost)).rejects.toThrow(/does not resolve/);
  });
});
