import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api, DEMO2 } from "./client";
import { book, disbursePath, downloadFile, LOANS, partner, type FileAnswer } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { PortalClient } from "./portal-session";
import { initiateNach, nachPath } from "./webhook-helpers";
import { approvedLoan, bankAccount, longScheduleLoan, PENDING_ACCOUNT } from "../support/loan-fixtures";
import { waitFor } from "../support/poll";

const kfsPath = (leadId: string) => `${LOANS}${leadId}/kfs.pdf`;
const portalKfsPath = (leadId: string) => `/portal-files/loans/${leadId}/kfs.pdf`;

const sortedStatuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

/**
 * Fetches `path` over and over on `loops` connections until stopped, so the
 * renderer always has this work in hand; each answer is kept.
 */
function keepFetching(path: string, { baseUrl, loops }: { baseUrl: string; loops: number }) {
  let running = true;
  const answers: FileAnswer[] = [];
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) answers.push(await downloadFile(path, { baseUrl }));
    }),
  );
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe("PDF rendering beside the rest of the service", () => {
  it("answers liveness and another partner's list while a partner's Key Facts Statements render", async () => {
    const { lead_id } = await book(longScheduleLoan());
    const events: string[] = [];
    const statements = [0, 1].map(async () => {
      const answer = await downloadFile(kfsPath(lead_id));
      events.push(`statement ${answer.status}`);
      return answer;
    });

    for (let round = 0; round < 5; round++) {
      expect((await fetch(`${inject("baseUrl")}/api/health/live`)).status).toBe(200);
      events.push("liveness");
      expect((await api("GET", `${LOANS}?limit=5`, { auth: DEMO2 })).status).toBe(200);
      events.push("list");
    }

    expect(sortedStatuses(await Promise.all(statements))).toEqual([200, 200]);
    expect(events.slice(0, 10)).toEqual(Array.from({ length: 5 }, () => ["liveness", "list"]).flat());
  });
});

describe("the renderer's queue", () => {
  let server: OwnServer;
  beforeAll(async () => {
    // One renderer, one request waiting, nothing cached: every 200 is a render.
    server = await startOwnServer({ PDF_RENDER_WORKERS: "1", PDF_RENDER_QUEUE: "1", PDF_CACHE_MB: "0", PDF_RENDER_RETRY_AFTER_SECONDS: "3", PDF_DOWNLOADS_PER_CLIENT: "10" });
  });
  afterAll(async () => server.dispose());

  it("answers 503 service_unavailable with Retry-After once the renderer is busy and its queue full, and renders again once it is free", async () => {
    const { baseUrl } = server;
    const { lead_id } = await book(longScheduleLoan(), undefined, baseUrl);

    const answers = await Promise.all([0, 1, 2].map(() => downloadFile(kfsPath(lead_id), { baseUrl })));

    expect(sortedStatuses(answers)).toEqual([200, 200, 503]);
    const refused = answers.find((answer) => answer.status === 503);
    expect(refused?.retryAfter).toBe("3");
    expect(refused?.json?.error).toMatchObject({ code: "service_unavailable", details: { retry_after_seconds: 3 } });
    expect((await downloadFile(kfsPath(lead_id), { baseUrl })).status).toBe(200);
  });

  it("answers If-None-Match with 304 without rendering, while a request that needs a render is refused", async () => {
    const { baseUrl } = server;
    const pending = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), undefined, baseUrl);
    const form = nachPath((await initiateNach(pending.lead_id, { baseUrl })).physical_nach_id, "form.pdf");
    const disbursed = await book(approvedLoan(), undefined, baseUrl);
    await partner.prepareForDisbursal(disbursed.lead_id, { baseUrl });
    expect((await api("POST", disbursePath(disbursed.lead_id), { baseUrl })).status).toBe(200);
    const formEtag = (await downloadFile(form, { baseUrl })).etag ?? "";
    const statementEtag = (await downloadFile(kfsPath(disbursed.lead_id), { baseUrl })).etag ?? "";
    const { lead_id: long } = await book(longScheduleLoan(), undefined, baseUrl);

    const busy = keepFetching(kfsPath(long), { baseUrl, loops: 2 });
    let round: { form: FileAnswer; statement: FileAnswer };
    try {
      round = await waitFor(
        async () => {
          const [plain, conditionalForm, conditionalStatement] = await Promise.all([
            downloadFile(form, { baseUrl }),
            downloadFile(form, { baseUrl, headers: { "if-none-match": formEtag } }),
            downloadFile(kfsPath(disbursed.lead_id), { baseUrl, headers: { "if-none-match": statementEtag } }),
          ]);
          return plain.status === 503 && { form: conditionalForm, statement: conditionalStatement };
        },
        { what: "a fetch of the form without If-None-Match to be refused while the long statement renders" },
      );
    } finally {
      await busy.stop();
    }

    expect(round.form).toMatchObject({ status: 304, etag: formEtag });
    expect(round.statement).toMatchObject({ status: 304, etag: statementEtag });
    expect(busy.answers.some((answer) => answer.status === 200)).toBe(true);
  });
});

describe("PDF downloads in flight per client", () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ PDF_DOWNLOADS_PER_CLIENT: "1" });
  });
  afterAll(async () => server.dispose());

  it("answers 429 rate_limited with Retry-After to an API client past its downloads in flight, and not to another client", async () => {
    const { baseUrl } = server;
    const { lead_id } = await book(longScheduleLoan(), undefined, baseUrl);
    const pending = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), undefined, baseUrl);
    const form = nachPath((await initiateNach(pending.lead_id, { baseUrl })).physical_nach_id, "form.pdf");
    const other = await book(approvedLoan(), DEMO2, baseUrl);

    const [ours, theirs] = await Promise.all([
      Promise.all([kfsPath(lead_id), kfsPath(lead_id), form].map((path) => downloadFile(path, { baseUrl }))),
      downloadFile(kfsPath(other.lead_id), { baseUrl, auth: DEMO2 }),
    ]);

    expect(sortedStatuses(ours)).toEqual([200, 429, 429]);
    for (const refused of ours.filter((answer) => answer.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(refused.json?.error).toMatchObject({ code: "rate_limited", details: { limit: 1 } });
    }
    expect(theirs.status).toBe(200);
  });

  it("answers 429 with Retry-After to a staff member past their portal downloads in flight, and not to another staff member", async () => {
    const { baseUrl } = server;
    const { lead_id } = await book(longScheduleLoan(), undefined, baseUrl);
    const [partnerStaff, admin] = [new PortalClient(baseUrl), new PortalClient(baseUrl)];
    expect(await partnerStaff.signIn("partner@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
    expect(await admin.signIn("admin@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();

    const [ours, theirs] = await Promise.all([
      Promise.all([0, 1].map(() => partnerStaff.request(portalKfsPath(lead_id)))),
      admin.request(portalKfsPath(lead_id)),
    ]);

    expect(sortedStatuses(ours)).toEqual([200, 429]);
    const refused = ours.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    expect(await refused?.text()).toContain("retry");
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("cache-control")).toBe("private, no-store");
  });
});
