import { MAX_SCAN_BYTES, uploadSignedScan } from "@/lib/nach/upload-scan";
import { readMultipartFile } from "@/lib/http/read-multipart";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// PUT /api/v1/nach/physical/:physical_nach_id/upload/ — the signed form (multipart field signed_nach)
export const PUT = partnerRoute(async ({ partner, params, request }) => {
  const file = await readMultipartFile(request, "signed_nach", MAX_SCAN_BYTES);
  return ok(await uploadSignedScan({ partnerId: partner.partnerId, nachId: params.nachId ?? "", file, actor: `api:${partner.clientId}` }));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
