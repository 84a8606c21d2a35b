import { read } from "@/lib/db/client";
import type { NachStatusResponse } from "@/lib/schemas/nach";
import { findPartnerNach, presentNachStatus } from "./nach-record";

export async function getNachStatus({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<NachStatusResponse> {
  return presentNachStatus(await read((tx) => findPartnerNach(tx, partnerId, nachId)));
}
