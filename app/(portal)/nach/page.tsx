import Form from "next/form";
import { MandateDetails } from "@/components/portal/mandate-details";
import { MandatesTable } from "@/components/portal/mandates-table";
import { Button, LinkButton } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { AppError } from "@/lib/errors/app-error";
import { getPortalMandate } from "@/lib/portal/portal-mandates";
import { can, type StaffActor } from "@/lib/staff/roles";

export const metadata = { title: "NACH" };

async function lookUp(actor: StaffActor, id: string) {
  try {
    return await getPortalMandate({ actor, nachId: id });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function NachPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const actor = await requireStaff();
  const given = (await searchParams).id;
  const id = (Array.isArray(given) ? given[0] : given)?.trim() ?? "";
  const mandate = id ? await lookUp(actor, id) : null;
  const showPartner = actor.partnerId === null;

  return (
    <>
      <PageHeader
        title="NACH mandates"
        description={actor.partnerId ? "Your partner's physical NACH mandates." : "Every partner's physical NACH mandates."}
      />
      <div className="space-y-6">
        <Card title="Find a mandate">
          <Form action="/nach" className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto_auto]" role="search" aria-label="Find a mandate">
            <TextField
              id="nach-id"
              name="id"
              label="Physical NACH id"
              placeholder="e.g. 019a6b2e-…"
              defaultValue={id}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <Button type="submit">Find mandate</Button>
            {id && (
              <LinkButton href="/nach" variant="secondary">
                Clear
              </LinkButton>
            )}
          </Form>
          {id && !mandate && (
            <div className="mt-4">
              <ErrorState title="No mandate found">
                No physical NACH mandate has the id <span className="break-all font-mono">{id}</span>
                {actor.partnerId ? " among your partner's mandates." : "."}
              </ErrorState>
            </div>
          )}
        </Card>

        {mandate && (
          <MandateDetails
            key={mandate.id}
            initial={mandate}
            showPartner={showPartner}
            canDownload={can(actor, "downloadMandateDocuments")}
            canRecord={can(actor, "recordBankResponse")}
          />
        )}

        <Card title="All mandates">
          <MandatesTable showPartner={showPartner} />
        </Card>
      </div>
    </>
  );
}
