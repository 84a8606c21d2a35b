import "server-only";
import type { ExpressionBuilder } from "kysely";
import { addDays } from "@/lib/calendar/calendar-date";
import { startOfIndianDay, todayInIndia } from "@/lib/calendar/india-day";
import { read, type Queries } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import { firstIdAt } from "@/lib/ids/ids";
import { toPaise, toRupees } from "@/lib/money/paise";
import type { StaffActor } from "@/lib/codes/roles";
import { TOTAL_DAYS } from "./home-windows";

export interface MoneyTotal {
  /** Rupees, to the paisa. */
  amount: number;
  loans: number;
}

export interface MoneyTotals {
  /** Loans booked in the window that stand Approved, at their amount as it stands. */
  booked: { today: MoneyTotal; lastDays: MoneyTotal };
  /** What disbursals paid out (the net amount due), by the disbursal's date: its transaction time's day in India. */
  disbursed: { today: MoneyTotal; lastDays: MoneyTotal };
}

/**
 * Ids are UUID v7, stamped with the moment of the write: a lower bound on
 * the id lets the primary key or (status, id) index read only the window's
 * rows. A minute's margin covers an id and its timestamps being taken a
 * moment apart; the exact bound is on the timestamp itself.
 */
const ID_MARGIN_MS = 60_000;
const idsFrom = (start: Date) => firstIdAt(new Date(start.getTime() - ID_MARGIN_MS));

interface SumRow {
  loans: number | string | bigint | null;
  amount: number | string | null;
  loansToday: number | string | bigint | null;
  amountToday: number | string | null;
}

const totalOf = (loans: SumRow["loans"], amount: SumRow["amount"]): MoneyTotal => ({ amount: toRupees(toPaise(Number(amount ?? 0))), loans: Number(loans ?? 0) });

const totalsOf = (row: SumRow | undefined) => ({ today: totalOf(row?.loansToday ?? 0, row?.amountToday ?? 0), lastDays: totalOf(row?.loans ?? 0, row?.amount ?? 0) });

const scopeOf = (eb: ExpressionBuilder<DB, "Loan">, actor: StaffActor) => (actor.partnerId ? [eb("Loan.partnerId", "=", actor.partnerId)] : []);

function bookedSums(queries: Queries, actor: StaffActor, windowStart: Date, todayStart: Date) {
  return queries
    .selectFrom("Loan")
    .select((eb) => {
      const isToday = eb("Loan.createdAt", ">=", todayStart);
      return [
        eb.fn.countAll<number>().as("loans"),
        eb.fn.sum<number>("Loan.loanAmount").as("amount"),
        eb.fn.sum<number>(eb.case().when(isToday).then(1).else(0).end()).as("loansToday"),
        eb.fn.sum<number>(eb.case().when(isToday).then(eb.ref("Loan.loanAmount")).else(0).end()).as("amountToday"),
      ];
    })
    .where((eb) =>
      eb.and([...scopeOf(eb, actor), eb("Loan.status", "=", "Approved"), eb("Loan.id", ">=", idsFrom(windowStart)), eb("Loan.createdAt", ">=", windowStart)]),
    )
    .executeTakeFirst();
}

/**
 * A disbursal's transaction time is at most 24 hours before it was recorded
 * (contract v3 section 6), so its id, stamped when recorded, is no older
 * than the window's start less a day.
 */
function disbursedSums(queries: Queries, actor: StaffActor, windowStart: Date, todayStart: Date) {
  return queries
    .selectFrom("Disbursal")
    .innerJoin("Loan", "Loan.id", "Disbursal.loanId")
    .select((eb) => {
      const isToday = eb("Disbursal.transactionTime", ">=", todayStart);
      return [
        eb.fn.countAll<number>().as("loans"),
        eb.fn.sum<number>("Disbursal.amount").as("amount"),
        eb.fn.sum<number>(eb.case().when(isToday).then(1).else(0).end()).as("loansToday"),
        eb.fn.sum<number>(eb.case().when(isToday).then(eb.ref("Disbursal.amount")).else(0).end()).as("amountToday"),
      ];
    })
    .where((eb) =>
      eb.and([
        ...scopeOf(eb, actor),
        eb("Disbursal.id", ">=", idsFrom(new Date(windowStart.getTime() - 24 * 60 * 60 * 1000))),
        eb("Disbursal.transactionTime", ">=", windowStart),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Rupees booked and disbursed today and in the last TOTAL_DAYS days (today
 * included), by Indian calendar day; the actor's partner's, or every
 * partner's for the lender's roles. Two SQL aggregates in one read.
 */
export async function moneyTotals({ actor, now = new Date() }: { actor: StaffActor; now?: Date }): Promise<MoneyTotals> {
  const today = todayInIndia(now);
  const todayStart = startOfIndianDay(today);
  const windowStart = startOfIndianDay(addDays(today, -(TOTAL_DAYS - 1)));
  const [booked, disbursed] = await read((queries) =>
    Promise.all([bookedSums(queries, actor, windowStart, todayStart), disbursedSums(queries, actor, windowStart, todayStart)]),
  );
  return { booked: totalsOf(booked), disbursed: totalsOf(disbursed) };
}
