import { InFlightLimit } from "@/lib/limits/in-flight-limit";
import { readJsonBody } from "@/lib/http/read-body";
import { readMultipartForm } from "@/lib/http/read-multipart";
import { created } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { acceptKfs } from "@/lib/kfs/accept-kfs";
import { MAX_SCAN_BYTES } from "@/lib/nach/upload-scan";
import { SIGNED_KFS_FIELD } from "@/lib/schemas/kfs-acceptance";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// A physical acceptance's upload holds up to 5 MiB, as a mandate scan does; a client gets two at once.
const uploads = new InFlightLimit(2, "uploads of a signed statement");
const FORM_FIELDS = ["kfs_id", "accepted_at", "channel", "lang"] as const;

// POST /api/v1/client/loan/:lead_id/kfs/acceptance/ — the borrower's acceptance of a version: JSON, or multipart with the signed scan for channel physical
export const POST = partnerRoute(({ partner, params, request, signal }) => {
  const accept = (input: unknown, scan: Uint8Array | null) =>
    acceptKfs({ partnerId: partner.partnerId, leadId: params.leadId ?? "", input, scan, actor: apiClientActor(partner.clientId) });
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    return readJsonBody(request, { required: true, signal }).then(async (body) => created(await accept(body, null)));
  }
  return uploads.run(
    partner.clientId,
    async (leaseEnded) => {
      const form = await readMultipartForm(request, { file: SIGNED_KFS_FIELD, fields: FORM_FIELDS, maxFileBytes: MAX_SCAN_BYTES }, { signal: leaseEnded });
      return created(await accept(form.fields, form.file));
    },
    { signal },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
