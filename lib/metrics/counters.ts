import { Counter, Histogram } from "prom-client";
import { sharedMetric } from "./registry";

// Bookings answer in milliseconds: the finer buckets at the bottom tell a p99 of 20 ms from one of 40 ms.
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = () =>
  sharedMetric("loandesk_http_requests_total", (registers) =>
    new Counter({ name: "loandesk_http_requests_total", help: "API requests answered, by route pattern, method and status", labelNames: ["route", "method", "status"], registers }),
  );

const httpDuration = () =>
  sharedMetric("loandesk_http_request_duration_seconds", (registers) =>
    new Histogram({
      name: "loandesk_http_request_duration_seconds",
      help: "Time from an API request's arrival to its answer, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
  );

/** One API request answered; `route` is its pattern (/api/v1/client/loan/[leadId]), never the path with its ids. */
export function countRequest({ route, method, status, seconds }: { route: string; method: string; status: number; seconds: number }): void {
  const labels = { route, method, status: String(status) };
  httpRequests().inc(labels);
  httpDuration().observe(labels, seconds);
}

const bookings = () =>
  sharedMetric("loandesk_bookings_total", (registers) =>
    new Counter({ name: "loandesk_bookings_total", help: "Loans booked, by the policy's outcome: Approved or Rejected", labelNames: ["outcome"], registers }),
  );

const ruleFailures = () =>
  sharedMetric("loandesk_booking_rule_failures_total", (registers) =>
    new Counter({
      name: "loandesk_booking_rule_failures_total",
      help: "Policy rules failed by rejected bookings, by rule code; a booking failing two rules counts once under each",
      labelNames: ["rule"],
      registers,
    }),
  );

/** A loan booked, and each rule that failed it. */
export function countBooking(outcome: string, failedRules: readonly string[]): void {
  bookings().inc({ outcome });
  for (const rule of failedRules) ruleFailures().inc({ rule });
}

const disbursals = () =>
  sharedMetric("loandesk_disbursals_total", (registers) => new Counter({ name: "loandesk_disbursals_total", help: "Disbursals recorded", registers }));

export function countDisbursal(): void {
  disbursals().inc();
}

const signInFailures = () =>
  sharedMetric("loandesk_sign_in_failures_total", (registers) =>
    new Counter({
      name: "loandesk_sign_in_failures_total",
      help: "Portal sign-ins refused: reason refused (a wrong password, or an unknown, disabled or locked account, which the sign-in does not tell apart) or rate_limited",
      labelNames: ["reason"],
      registers,
    }),
  );

export function countSignInFailure(reason: "refused" | "rate_limited"): void {
  signInFailures().inc({ reason });
}

const signInLocks = () =>
  sharedMetric("loandesk_sign_in_lockouts_total", (registers) =>
    new Counter({ name: "loandesk_sign_in_lockouts_total", help: "Portal accounts locked by failed sign-ins, by scope: address (the account from one client address) or account (every address)", labelNames: ["scope"], registers }),
  );

export function countSignInLock(scope: "address" | "account"): void {
  signInLocks().inc({ scope });
}

const webhookAttempts = () =>
  sharedMetric("loandesk_webhook_attempt_duration_seconds", (registers) =>
    new Histogram({
      name: "loandesk_webhook_attempt_duration_seconds",
      help: "A webhook attempt's time from sending to the whole answer (or to giving up), by outcome: success (2xx), http_error (another status), timeout, error (no answer)",
      labelNames: ["outcome"],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
  );

export type AttemptResult = "success" | "http_error" | "timeout" | "error";

export function timeWebhookAttempt(outcome: AttemptResult, seconds: number): void {
  webhookAttempts().observe({ outcome }, seconds);
}
