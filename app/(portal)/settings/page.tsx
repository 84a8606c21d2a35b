import { AddUserForm } from "@/components/settings/add-user-form";
import { NotAllowed } from "@/components/shell/not-allowed";
import { PartnersCard } from "@/components/settings/partners-card";
import { SecretRotationsCard } from "@/components/settings/secret-rotations-card";
import { StaffUsersCard } from "@/components/settings/staff-users-card";
import { Card, PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { listPortalSecretRotations } from "@/lib/portal/portal-secret-rotations";
import { listPortalPartners, listPortalStaff } from "@/lib/portal/portal-settings";
import { can } from "@/lib/codes/roles";
import { createPartnerAction, createStaffUserAction, disableStaffUserAction, rotateClientSecretAction, unlockStaffUserAction } from "./actions";

export const metadata = { title: "Settings" };

export default async function SettingsPage() {
  const actor = await requireStaff();
  if (!can(actor, "administer")) return <NotAllowed title="Settings" role={actor.role} />;
  const [partners, users, rotations] = await Promise.all([listPortalPartners({ actor }), listPortalStaff({ actor }), listPortalSecretRotations({ actor })]);
  return (
    <>
      <PageHeader title="Settings" description="Partners with their API credentials, and the people who use this portal." />
      <div className="space-y-6">
        <Card title="Partners">
          <PartnersCard partners={partners} overlapHours={rotations.apiOverlapHours} createPartner={createPartnerAction} rotateClientSecret={rotateClientSecretAction} />
        </Card>
        <Card title="Recent secret rotations">
          <SecretRotationsCard rotations={rotations.recent} />
        </Card>
        <Card title="Staff users">
          <div className="space-y-6">
            <section aria-labelledby="add-user-heading">
              <h3 id="add-user-heading" className="mb-3 text-sm font-semibold text-slate-900">
                Add a user
              </h3>
              <AddUserForm partners={partners.map(({ id, name }) => ({ id, name }))} createStaffUser={createStaffUserAction} />
            </section>
            <StaffUsersCard users={users} currentUserId={actor.userId} disableStaffUser={disableStaffUserAction} unlockStaffUser={unlockStaffUserAction} />
          </div>
        </Card>
      </div>
    </>
  );
}
