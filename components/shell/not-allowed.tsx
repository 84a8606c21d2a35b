import { PageHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { ROLE_LABELS, type StaffRole } from "@/lib/codes/roles";

/** What a page shows a role it is not for: a plain explanation, not an error. */
export function NotAllowed({ title, role }: { title: string; role: StaffRole }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Not allowed">
        Your role ({ROLE_LABELS[role]}) does not give access to this page. Ask an administrator if you need it.
      </EmptyState>
    </>
  );
}
