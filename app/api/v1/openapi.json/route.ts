import { openApiDocument } from "@/lib/openapi/document";
import { publicRoute } from "@/lib/http/route";

const document = JSON.stringify(openApiDocument());

// GET /api/v1/openapi.json — the OpenAPI 3.1 document (no auth)
export const GET = publicRoute(async () =>
  new Response(document, { status: 200, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" } }),
);
