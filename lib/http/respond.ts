import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export interface ApiResult {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}

export const ok = (data: unknown, headers?: Record<string, string>): ApiResult => ({ status: 200, data, headers });
export const created = (data: unknown, headers?: Record<string, string>): ApiResult => ({ status: 201, data, headers });

function jsonTextResponse(status: number, text: string, headers: Record<string, string>): Response {
  return new Response(text, { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(status, JSON.stringify(body), headers);
}

/** 200 with data that is JSON text already, in the success envelope. */
export function okJsonText(dataJson: string, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(200, `{"is_success":true,"data":${dataJson}}`, headers);
}

export function successBody(data: unknown) {
  return { is_success: true, data };
}

export function errorBody(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  return { is_success: false, error: { code, message, details } };
}

/** Any thrown value as the AppError a client may see; `internal` tells the caller to log the cause. */
export function toAppError(error: unknown): { appError: AppError; internal: boolean } {
  if (error instanceof AppError) return { appError: error, internal: false };
  if (isDatabaseUnavailable(error)) {
    return {
      appError: new AppError("service_unavailable", "The service is temporarily unavailable; retry shortly"),
      internal: true,
    };
  }
  return { appError: new AppError("internal_error", "An unexpected error occurred"), internal: true };
}

/** The seconds a client should wait before retrying after this error; none for errors a retry cannot cure. */
export function retryAfterOf(appError: AppError): string | undefined {
  if (appError.code === "service_unavailable") return String(appError.details.retry_after_seconds ?? 5);
  if (appError.code === "idempotency_key_in_use") return "1";
  if (appError.code === "rate_limited") return String(appError.details.retry_after_seconds ?? 1);
  return undefined;
}

export function errorResponse(appError: AppError, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = { ...headers };
  if (appError.code === "unauthorized") extra["www-authenticate"] = 'Basic realm="loandesk"';
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== undefined) extra["retry-after"] = retryAfter;
  // The rest of an oversized body is never read, so the connection cannot carry another request.
  if (appError.code === "payload_too_large") extra.connection = "close";
  return jsonResponse(appError.status, errorBody(appError.code, appError.message, appError.details), extra);
}
