import { read, usesPostgres } from "@/lib/db/client";
import { sqliteRead } from "@/lib/db/sqlite-direct";
import type { NachStatusResponse } from "@/lib/schemas/nach";
import { findPartnerNach, findPartnerNachSqlite, presentNachStatus } from "./nach-record";

/** Partners poll this; on SQLite it skips Prisma (docs/performance.md). */
export async function getNachStatus({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<NachStatusResponse> {
  const record = usesPostgres()
    ? await read((tx) => findPartnerNach(tx, partnerId, nachId))
    : sqliteRead((session) => findPartnerNachSqlite(session, partnerId, nachId));
  return presentNachStatus(record);
}
