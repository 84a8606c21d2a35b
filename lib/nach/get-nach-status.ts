import { usesPostgres } from "@/lib/db/legacy-prisma";
import { postgresAutocommit } from "@/lib/db/postgres-direct";
import { sqliteRead } from "@/lib/db/sqlite-direct";
import type { NachStatusResponse } from "@/lib/schemas/nach";
import { findPartnerNachPostgres, findPartnerNachSqlite, presentNachStatusWithMandate } from "./nach-record";

/** Partners poll this, so it runs on the direct connections (docs/performance.md). */
export async function getNachStatus({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<NachStatusResponse> {
  const record = usesPostgres()
    ? await postgresAutocommit((session) => findPartnerNachPostgres(session, partnerId, nachId))
    : sqliteRead((session) => findPartnerNachSqlite(session, partnerId, nachId));
  return presentNachStatusWithMandate(record);
}
