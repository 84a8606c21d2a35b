import { NotAllowed } from "@/components/shell/not-allowed";
import { PolicyThresholdsList } from "@/components/settings/policy-thresholds";
import { PolicyVersionsTable } from "@/components/settings/policy-versions-table";
import { PolicyWorkbench } from "@/components/settings/policy-workbench";
import { Card, PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { formatDateTime } from "@/lib/format/indian-format";
import { portalPolicy } from "@/lib/portal/portal-policy";
import { can } from "@/lib/codes/roles";
import { publishPolicyDraftAction, replayPolicyDraftAction } from "./actions";

export const metadata = { title: "Policy" };

export default async function PolicyPage() {
  const actor = await requireStaff();
  if (!can(actor, "administer")) return <NotAllowed title="Policy" role={actor.role} />;
  const { released, versions } = await portalPolicy({ actor });
  return (
    <>
      <PageHeader title="Policy" description="The credit policy's thresholds in force, a draft to try on the latest decisions before it goes live, and every version published." />
      <div className="space-y-6">
        <Card title={`Version in force: ${released.version}`}>
          <p className="mb-4 text-sm text-slate-600">
            {released.publishedBy && released.publishedAt
              ? `Published by ${released.publishedBy} on ${formatDateTime(released.publishedAt)}, from ${released.basedOn}.`
              : `Release ${released.release}'s own thresholds, as the code carries them.`}
          </p>
          <PolicyThresholdsList rules={released.rules} label={`Thresholds of version ${released.version}`} />
        </Card>
        <Card title="Draft">
          <PolicyWorkbench released={released} replayDraft={replayPolicyDraftAction} publishDraft={publishPolicyDraftAction} />
        </Card>
        <Card title="Versions">
          <PolicyVersionsTable versions={versions} released={released.version} />
        </Card>
      </div>
    </>
  );
}
