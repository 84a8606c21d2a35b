import "server-only";
import { read } from "@/lib/db/transactions";
import type { NachStatusResponse } from "@/lib/schemas/nach";
import { getPartnerNach, presentNachStatusWithMandate } from "./nach-record";

/** Partners poll this (docs/performance.md): one statement, the mandate by its id and partner. */
export async function getNachStatus({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<NachStatusResponse> {
  const record = await read((queries) => getPartnerNach(queries, partnerId, nachId));
  return presentNachStatusWithMandate(record);
}
