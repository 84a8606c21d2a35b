import { AppError } from "@/lib/errors/app-error";
import { databaseAnswers } from "@/lib/health/check-database";
import { ok } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/health — readiness: 503 while the database does not answer
export const GET = publicRoute(async () => {
  if (!(await databaseAnswers())) {
    throw new AppError("service_unavailable", "The database is not answering", { database: "down" });
  }
  return ok({ status: "ok", database: "ok" });
});
