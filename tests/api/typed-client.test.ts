import createClient from "openapi-fetch";
import { describe, expect, inject, it } from "vitest";
import { basic, DEMO } from "./client";
import type { paths } from "./generated/loandesk-api";
import { conformingFetch, typedBooking } from "./generated-clients";

const client = () => createClient<paths>({ baseUrl: inject("baseUrl"), headers: { authorization: basic(DEMO) }, fetch: conformingFetch });

describe("a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)", () => {
  it("books, reads, patches and disburses a loan with typed requests and answers", async () => {
    const api = client();
    const body = typedBooking("TYPED");
    const booked = await api.POST("/api/v1/client/loan/", { body, params: { header: { "Idempotency-Key": `typed-${body.partner_loan_id}` } } });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    const leadId: string = booked.data?.data.lead_id ?? "";
    expect(booked.data?.data.status).toBe("Approved");
    expect(booked.data?.data.loan_account_number).toMatch(/^LD\d{10}$/);

    const read = await api.GET("/api/v1/client/loan/{lead_id}/", { params: { path: { lead_id: leadId } } });
    expect(read.response.status).toBe(200);
    const loan = read.data?.data;
    expect(loan?.lead_id).toBe(leadId);
    expect(loan?.partner_loan_id).toBe(body.partner_loan_id);
    expect(loan?.disbursed).toBe(false);
    expect(loan?.policy.rules.every((rule) => rule.passed)).toBe(true);
    // Typed by the document (these were unknown): the read returns codes, ISO dates and each KYC item's is_verified.
    const gender: 1 | 2 | 3 | undefined = loan?.gender;
    const born: string | undefined = loan?.date_of_birth;
    expect([gender, born, loan?.full_name]).toEqual([2, "1990-03-12", "Asha Verma"]);
    expect(loan?.kyc.map((item) => item.is_verified)).toEqual([true, true]);
    const etag = read.response.headers.get("etag") ?? "";

    const patched = await api.PATCH("/api/v1/client/loan/{lead_id}/", {
      params: { path: { lead_id: leadId }, header: { "If-Match": etag } },
      body: { company_name: "Typed Client Ltd" },
    });
    expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
    expect(patched.data?.data.lead_id).toBe(leadId);
    expect(patched.data?.data.co_applicants.map((co) => co.co_full_name)).toEqual(loan?.co_applicant_details?.map((co) => co.co_full_name) ?? []);

    const stale = await api.PATCH("/api/v1/client/loan/{lead_id}/", {
      params: { path: { lead_id: leadId }, header: { "If-Match": etag } },
      body: { company_name: "Too Late Ltd" },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.error.code).toBe("precondition_failed");

    // What disbursal needs besides (contract v3 section 12): the current KFS accepted, and the agreement after it.
    const kfs = await api.GET("/api/v1/client/loan/{lead_id}/kfs/", { params: { path: { lead_id: leadId } } });
    const shown = kfs.data?.data;
    expect(shown?.accepted).toBeNull();
    const accepted = await api.POST("/api/v1/client/loan/{lead_id}/kfs/acceptance/", {
      params: { path: { lead_id: leadId } },
      body: { kfs_id: shown?.kfs_id ?? "", accepted_at: shown?.generated_on ?? "", channel: "click_wrap", ip: "203.0.113.7", user_agent: "openapi-fetch" },
    });
    expect(accepted.response.status, JSON.stringify(accepted.error)).toBe(201);
    const executedAt = new Date(Math.max(Date.now(), Date.parse(shown?.generated_on ?? "") + 1)).toISOString();
    const agreement = await api.POST("/api/v1/client/loan/{lead_id}/agreement/", {
      params: { path: { lead_id: leadId } },
      body: { executed_at: executedAt, signature_type: "click-wrap", document_sha256: "ab".repeat(32) },
    });
    expect(agreement.data?.data.kfs_id).toBe(shown?.kfs_id);

    const disbursed = await api.POST("/api/v1/client/loan/{lead_id}/disburse/", { params: { path: { lead_id: leadId } } });
    expect(disbursed.response.status, JSON.stringify(disbursed.error)).toBe(200);
    expect(disbursed.data?.data.status).toBe("Disbursed");
    const record = await api.GET("/api/v1/client/loan/{lead_id}/disburse/", { params: { path: { lead_id: leadId } } });
    expect(record.data?.data.transaction_id).toBe(disbursed.data?.data.transaction_id);
    const after = await api.GET("/api/v1/client/loan/{lead_id}/", { params: { path: { lead_id: leadId } } });
    expect(after.data?.data.company_name).toBe("Typed Client Ltd");
    expect(after.data?.data.disbursed).toBe(true);
  });
});
