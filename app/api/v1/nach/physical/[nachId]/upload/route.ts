import { MAX_SCAN_BYTES, uploadSignedScan } from "@/lib/nach/upload-scan";
import { InFlightLimit } from "@/lib/limits/in-flight-limit";
import { readMultipartFile } from "@/lib/http/read-multipart";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// Each upload in progress holds up to 5 MiB; a client gets two at once.
const uploads = new InFlightLimit(2, "uploads of a signed form");

// PUT /api/v1/nach/physical/:physical_nach_id/upload/ — the signed form (multipart field signed_nach)
// The slot is the request's: given back once it has been answered, whatever its work still waits for.
export const PUT = partnerRoute(({ partner, params, request, signal }) =>
  uploads.run(
    partner.clientId,
    async (leaseEnded) => {
      const file = await readMultipartFile(request, "signed_nach", MAX_SCAN_BYTES, { signal: leaseEnded });
      return ok(await uploadSignedScan({ partnerId: partner.partnerId, nachId: params.nachId ?? "", file, actor: apiClientActor(partner.clientId) }));
    },
    { signal },
  ),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
