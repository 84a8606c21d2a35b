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
  ])("refuses %s, which is not public", async (url) => {
    await expect(assertPublicDestination(new URL(url))).rejects.toThrow();
  });

  it("accepts a public address", async () => {
    await expect(assertPublicDestination(new URL("https://93.184.216.34/hook"))).resolves.toBeUndefined();
  });
});
