import Form from "next/form";
import { MandateDetails } from "@/components/nach/mandate-details";
import { MandatesTable } from "@/components/nach/mandates-table";
import { Button, LinkButton } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { MandateMatches } from "@/components/nach/mandate-matches";
import { searchPortalMandates, getPortalMandate } from "@/lib/portal/portal-mandates";
import { can } from "@/lib/codes/roles";
import { clearDisbursalHoldAction, listMandatesAction, mandateAction, recordBankResponseAction } from "./actions";

export const metadata = { title: "NACH" };

export default async function NachPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const actor = await requireStaff();
  const given = (await searchParams).id;
  const id = (Array.isArray(given) ? given[0] : given)?.trim() ?? "";
  const matches = id ? await searchPortalMandates({ actor, term: id }) : [];
  // Several matches (a loan's earlier mandates): the newest is the one in force or the latest attempt.
  const mandate = matches[0] ? await getPortalMandate({ actor, nachId: matches[0].id }) : null;
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
              label="Physical NACH id, UMRN, loan account number or partner loan id"
              placeholder="e.g. LD0123456789"
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
                No physical NACH mandate has the id, UMRN, loan account number or partner loan id{" "}
                <span className="break-all font-mono">{id}</span>
                {actor.partnerId ? " among your partner's mandates." : "."}
              </ErrorState>
            </div>
          )}
          {matches.length > 1 && mandate && <MandateMatches matches={matches} shownId={mandate.id} showPartner={showPartner} />}
        </Card>

        {mandate && (
          <MandateDetails
            key={mandate.id}
            initial={mandate}
            showPartner={showPartner}
            canDownload={can(actor, "downloadMandateDocuments")}
            canRecord={can(actor, "recordBankResponse")}
            readMandate={mandateAction}
            recordBankResponse={recordBankResponseAction}
            canClearHold={can(actor, "clearDisbursalHolds")}
            clearDisbursalHold={clearDisbursalHoldAction}
          />
        )}

        <Card title="All mandates">
          <MandatesTable showPartner={showPartner} listMandates={listMandatesAction} />
        </Card>
      </div>
    </>
  );
}
