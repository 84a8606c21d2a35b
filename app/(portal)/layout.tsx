import type { ReactNode } from "react";
import { Nav, type NavItem } from "@/components/shell/nav";
import { requireStaff } from "@/lib/auth/current-staff";
import { can, ROLE_LABELS, type StaffActor } from "@/lib/codes/roles";

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
      {/* The first thing Tab reaches, so a keyboard user need not pass every menu link on each page. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-800 focus:shadow focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600"
      >
        Skip to content
      </a>
      <Nav items={navItems(actor)} userName={actor.name} roleLabel={ROLE_LABELS[actor.role]} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:py-8">{children}</main>
    </>
  );
}
