import { ok } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health/live — liveness: answers without touching the database
export const GET = publicRoute(async () => ok({ status: "ok" }));
