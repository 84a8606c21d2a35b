import type { ReactNode } from "react";
import { Nav, type NavItem } from "@/components/portal/nav";
import { requireStaff } from "@/lib/auth/current-staff";
import { can, ROLE_LABELS, type StaffActor } from "@/lib/staff/roles";

export const dynamic = "force-dynamic";

function navItems(actor: StaffActor): NavItem[] {
  return [
    { href: "/", label: "Home" },
    { href: "/loans", label: "Loans" },
    ...(can(actor, "editLoans") ? [{ href: "/loans/new", label: "New loan" }] : []),
    ...(can(actor, "editLoans") ? [{ href: "/loans/tapes", label: "Loan tapes" }] : []),
    { href: "/nach", label: "NACH" },
    ...(can(actor, "recordBankResponse") || can(actor, "verifyBankAccounts") ? [{ href: "/bank-files", label: "Bank files" }] : []),
    ...(can(actor, "viewDeliveries") ? [{ href: "/webhooks", label: "Webhooks" }] : []),
    ...(can(actor, "administer") ? [{ href: "/settings", label: "Settings" }] : []),
    ...(can(actor, "administer") ? [{ href: "/settings/policy", label: "Policy" }] : []),
    { href: "/docs", label: "API" },
  ];
}

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const actor = await requireStaff();
  return (
    <>
      <Nav items={navItems(actor)} userName={actor.name} roleLabel={ROLE_LABELS[actor.role]} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:py-8">{children}</main>
    </>
  );
}
