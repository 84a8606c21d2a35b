import { AttentionList } from "@/components/home/attention-list";
import { FiguresChart } from "@/components/home/figures-chart";
import { MoneyTotalsCard } from "@/components/home/money-totals";
import { LinkButton } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { dailyFigures } from "@/lib/portal/dashboard";
import { attentionItems } from "@/lib/portal/home-attention";
import { moneyTotals } from "@/lib/portal/home-totals";
import { can } from "@/lib/codes/roles";

export const metadata = { title: "Home" };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
    </div>
  );
}

export default async function HomePage() {
  const actor = await requireStaff();
  const now = new Date();
  const [days, attention, totals] = await Promise.all([dailyFigures({ actor, now }), attentionItems({ actor, now }), moneyTotals({ actor, now })]);
  const today = days[days.length - 1];
  const approvalRate = today && today.bookings > 0 ? `${Math.round((today.approved / today.bookings) * 100)} %` : "—";
  return (
    <>
      <PageHeader
        title={`Welcome, ${actor.name}`}
        description={actor.partnerId ? "Your partner's loans, by Indian calendar day." : "Every partner's loans, by Indian calendar day."}
        actions={can(actor, "editLoans") ? <LinkButton href="/loans/new">Book a loan</LinkButton> : null}
      />
      <div className="space-y-6">
        <Card title="Needs attention">
          <AttentionList items={attention} />
        </Card>
        <Card title="Money">
          <MoneyTotalsCard totals={totals} />
        </Card>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Figure label="Bookings today" value={String(today?.bookings ?? 0)} />
          <Figure label="Approval rate" value={approvalRate} />
          <Figure label="Disbursals today" value={String(today?.disbursals ?? 0)} />
          <Figure label="NACH registrations today" value={String(today?.nachRegistrations ?? 0)} />
        </div>
        <Card title="The last seven days">
          <FiguresChart days={days} />
        </Card>
      </div>
    </>
  );
}
