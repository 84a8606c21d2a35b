import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { claimKey, hashRequest, keepAnswer, releaseKey, type Reservation } from "@/lib/idempotency/idempotency-store";
import { isKeptAnswer } from "@/lib/idempotency/kept-answers";
import { logger } from "@/lib/log/logger";
import { countRequest } from "@/lib/metrics/counters";
import { authenticateBasic, type AuthenticatedPartner } from "@/lib/partners/authenticate";
import { trackWork } from "@/lib/shutdown/drain-state";
import { refuseDuringDrain } from "./drain-refusal";
import { takeApiRequest } from "./rate-limit";
import { readJsonBody } from "./read-body";
import { routePattern } from "./route-pattern";
import { withSecurityHeaders } from "./security-headers";
import { errorBody, errorResponse, jsonResponse, successBody, toAppError, type ApiResult } from "./respond";

type Params = Record<string, string | string[] | undefined>;

export interface PartnerContext {
  request: Request;
  params: Record<string, string>;
  partner: AuthenticatedPartner;
  body: unknown;
  requestId: string;
  /** Aborts when the client hangs up or the request has had the timeout's 503: nobody waits for its answer any more. */
  signal: AbortSignal;
}

interface RouteOptions {
  /** "required" and "optional" read a JSON body; without it none is read. */
  body?: "required" | "optional";
  /** Honour an Idempotency-Key header (contract section 6). */
  idempotent?: boolean;
}

interface RouteContext {
  params?: Promise<Params>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

function flatParams(params: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : (value ?? "")]));
}

/**
 * The answer, or 503 once REQUEST_TIMEOUT_MS has passed. The work is not
 * cancelled (a transaction under way may still commit), so the message
 * points the client at a safe retry; but the signal it was given aborts
 * then, so that what only serves the answer (reading the body) stops.
 */
function withTimeout(work: (signal: AbortSignal) => Promise<Response>): Promise<Response> {
  const limit = env().REQUEST_TIMEOUT_MS;
  const answered = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AppError(
        "service_unavailable",
        "The request took too long to answer; it may still have taken effect, so retry it with the same Idempotency-Key or read the resource first",
        { timeout_ms: limit },
      );
      reject(error);
      answered.abort(error);
    }, limit);
  });
  // Tracked to its end, not to the answer: the shutdown's drain must not close the database under it.
  const running = trackWork(work(answered.signal));
  running.catch(() => undefined);
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}

async function respond(
  request: Request,
  started: number,
  requestId: string,
  produce: (answered: AbortSignal) => Promise<Response>,
  { params, clientId, personal = false }: { params: Promise<Params> | undefined; clientId?: () => string | undefined; personal?: boolean },
): Promise<Response> {
  let response: Response;
  try {
    refuseDuringDrain(request);
    response = await withTimeout(produce);
  } catch (error) {
    const { appError, internal } = toAppError(error);
    if (internal) logger.error({ request_id: requestId, err: error }, "request failed");
    response = errorResponse(appError);
  }
  response.headers.set("x-request-id", requestId);
  withSecurityHeaders(response);
  // A partner's answers (errors and replays too) carry customers' details: no cache may keep them.
  if (personal) response.headers.set("cache-control", "no-store");
  const path = new URL(request.url).pathname;
  const seconds = (performance.now() - started) / 1000;
  logger.info({
    request_id: requestId,
    method: request.method,
    path,
    status: response.status,
    duration_ms: Math.round(seconds * 10_000) / 10,
    client_id: clientId?.(),
  });
  countRequest({ route: routePattern(path, (await params) ?? {}), method: request.method, status: response.status, seconds });
  return response;
}

function resultResponse(result: ApiResult): Response {
  return jsonResponse(result.status, successBody(result.data), result.headers);
}

/** The operation's answer; an error the client may see becomes its answer, so that it can be kept. */
async function answerOf(run: () => Promise<Response>): Promise<Response> {
  return run().catch((error: unknown) => {
    const { appError, internal } = toAppError(error);
    if (internal) throw error;
    return errorResponse(appError);
  });
}

/**
 * Runs the operation under a reserved key and settles the reservation when
 * it ends, however it ends: its answer kept for replay, or the key released.
 * This also happens when the client got its 503 from withTimeout long
 * before, since that leaves this work running.
 */
async function runReserved(ctx: PartnerContext, reservation: Reservation, run: () => Promise<Response>): Promise<Response> {
  let response: Response | undefined;
  try {
    response = await answerOf(run);
    return response;
  } finally {
    if (response && isKeptAnswer(response.status)) {
      const kept = await keepAnswer(reservation, { status: response.status, body: await response.clone().text() });
      if (!kept) logger.warn({ request_id: ctx.requestId }, "idempotency key taken over as abandoned before its operation ended");
    } else {
      // A reservation left behind is taken over once abandoned; the client's answer (a 400, say) still stands.
      await releaseKey(reservation).catch((error: unknown) => logger.warn({ request_id: ctx.requestId, err: error }, "idempotency key not released"));
    }
  }
}

async function idempotentResponse(ctx: PartnerContext, run: () => Promise<Response>): Promise<Response> {
  const key = ctx.request.headers.get("idempotency-key");
  if (key === null) return run();
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError("validation_error", "Idempotency-Key must be 1-255 printable ASCII characters", {
      fields: [{ path: "Idempotency-Key", message: "must be 1-255 printable ASCII characters" }],
    });
  }
  const scope = { partnerId: ctx.partner.partnerId, scope: `${ctx.request.method} ${new URL(ctx.request.url).pathname.replace(/\/+$/, "")}`, key };
  const claim = await claimKey(scope, hashRequest(ctx.body));
  if ("reservation" in claim) return runReserved(ctx, claim.reservation, run);
  return new Response(claim.replay.body, {
    status: claim.replay.status,
    headers: { "content-type": "application/json; charset=utf-8", "idempotency-replayed": "true" },
  });
}

/** A partner API route: request id, Basic auth, body, idempotency, the envelope and the log line. */
export function partnerRoute(handler: (ctx: PartnerContext) => Promise<ApiResult | Response>, options: RouteOptions = {}) {
  return async (request: Request, context: RouteContext = {}): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    let partner: AuthenticatedPartner | undefined;
    return respond(
      request,
      started,
      requestId,
      async (answered) => {
        const signal = AbortSignal.any([request.signal, answered]);
        partner = await authenticateBasic(request.headers.get("authorization"));
        await takeApiRequest(partner.clientId);
        const body = options.body ? await readJsonBody(request, { required: options.body === "required", signal }) : undefined;
        const ctx: PartnerContext = { request, params: flatParams((await context.params) ?? {}), partner, body, requestId, signal };
        const run = async () => {
          const result = await handler(ctx);
          return result instanceof Response ? result : resultResponse(result);
        };
        return options.idempotent ? idempotentResponse(ctx, run) : run();
      },
      { params: context.params, clientId: () => partner?.clientId, personal: true },
    );
  };
}

/** A route without credentials (health, OpenAPI). */
export function publicRoute(handler: (request: Request) => Promise<ApiResult | Response>) {
  return async (request: Request, context: RouteContext = {}): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    return respond(
      request,
      started,
      requestId,
      async () => {
        const result = await handler(request);
        return result instanceof Response ? result : resultResponse(result);
      },
      { params: context.params },
    );
  };
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof ALL_METHODS)[number];

/** Handlers answering 405 with `Allow` for every method a route does not serve. */
export function otherMethods(...allowed: Method[]): Record<Method, (request: Request, context?: RouteContext) => Promise<Response>> {
  const allow = allowed.join(", ");
  const handler = publicRoute(async () =>
    jsonResponse(405, errorBody("method_not_allowed", `Method not allowed; use ${allow}`, { allow: allowed }), { allow }),
  );
  return Object.fromEntries(ALL_METHODS.map((method) => [method, handler])) as Record<Method, typeof handler>;
}
