import { mandateFormPdf } from "@/lib/nach/mandate-form";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// GET /api/v1/nach/physical/:physical_nach_id/form.pdf — the pre-filled mandate form
export const GET = partnerRoute(async ({ partner, params }) => {
  const nachId = params.nachId ?? "";
  const pdf = await mandateFormPdf({ partnerId: partner.partnerId, nachId });
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="nach-mandate-${nachId}.pdf"` },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
