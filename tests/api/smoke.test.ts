import { describe, expect, it } from "vitest";
import { api } from "./client";
import { approvedLoan } from "./loan-body";

describe("the server under test", () => {
  it("books and reads a loan", async () => {
    const booked = await api("POST", "/api/v1/client/loan/", { body: approvedLoan() });
    expect(booked.status).toBe(201);
    const read = await api("GET", `/api/v1/client/loan/${String(booked.body.data?.lead_id)}/`);
    expect(read.body.data?.status).toBe("Approved");
  });
});
