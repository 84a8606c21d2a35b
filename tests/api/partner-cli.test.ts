import { describe, expect, it } from "vitest";
import { api } from "./client";
import { LOANS } from "./helpers";
import { credentialsIn, partnerCli, partnerCliWith } from "./partner-cli";
import { waitFor } from "../support/poll";

describe("the partner CLI", () => {
  it("creates a partner whose new credentials work at once and see none of the demo partner's loans", async () => {
    const output = await partnerCli("create", "--name", "CLI Test Finance");
    expect(output).toMatch(/not shown again/);
    const credentials = credentialsIn(output);
    expect(credentials.secret).toMatch(/^lds_[A-Za-z0-9_-]{43}$/);
    const list = await api("GET", LOANS, { auth: credentials });
    expect(list.status).toBe(200);
    expect(list.body.data?.items).toEqual([]);
  });

  it("rotates a secret: the old one keeps working until the time printed, or stops at once with API_SECRET_OVERLAP_HOURS=0", async () => {
    const created = credentialsIn(await partnerCli("create", "--name", "Rotating Finance"));
    expect((await api("GET", LOANS, { auth: created })).status).toBe(200);
    const output = await partnerCli("rotate", "--client-id", created.clientId);
    const rotated = credentialsIn(output);
    expect(rotated.clientId).toBe(created.clientId);
    expect(rotated.secret).not.toBe(created.secret);
    expect(output).toMatch(/old secret keeps working until \d{4}-\d{2}-\d{2}T/);
    expect((await api("GET", LOANS, { auth: rotated })).status).toBe(200);
    expect((await api("GET", LOANS, { auth: created })).status).toBe(200);

    const cut = await partnerCliWith({ API_SECRET_OVERLAP_HOURS: "0" }, "rotate", "--client-id", created.clientId);
    expect(cut).toMatch(/old secret no longer works/);
    expect((await api("GET", LOANS, { auth: credentialsIn(cut) })).status).toBe(200);
    expect((await api("GET", LOANS, { auth: created })).status).toBe(401);
    // Other instances drop a cached credential within its TTL (shrunk for tests).
    await waitFor(async () => (await api("GET", LOANS, { auth: rotated })).status === 401, { timeoutMs: 10_000, intervalMs: 100, what: "the rotated secret to be refused" });
  });

  it("refuses to rotate an unknown client", async () => {
    await expect(partnerCli("rotate", "--client-id", "no-such-client")).rejects.toThrow(/No API client no-such-client/);
  });
});
