import { AppError } from "@/lib/errors/app-error";
import { errorBody, jsonResponse } from "@/lib/http/respond";
import { otherMethods, publicRoute } from "@/lib/http/route";
import { metricsAccess } from "@/lib/metrics/metrics-access";
import { scrapeMetrics } from "@/lib/metrics-scrape/scrape";

export const dynamic = "force-dynamic";

// GET /api/metrics — Prometheus's scrape, for the METRICS_TOKEN bearer only (docs/operations.md)
export const GET = publicRoute(async (request) => {
  const access = metricsAccess(request.headers.get("authorization"));
  if (access === "off") throw new AppError("not_found", "No such API path");
  if (access === "refused") {
    return jsonResponse(401, errorBody("unauthorized", "A valid metrics bearer token is required"), { "www-authenticate": 'Bearer realm="loandesk-metrics"', "cache-control": "no-store" });
  }
  const { contentType, text } = await scrapeMetrics({ databaseGauges: true });
  return new Response(text, { status: 200, headers: { "content-type": contentType, "cache-control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
