// Values as people read them, the same on the server and in the browser.

import { formatDay, formatNumber as grouped, formatRupees as rupees } from "@/lib/format/indian-format";

/** `1990-05-17` → "17 May 1990". */
export const formatDate = (iso: string | undefined): string | undefined => (iso ? formatDay(iso) : undefined);

/** Rupees as the portal shows them everywhere; nothing for an absent amount. */
export const formatRupees = (amount: number | undefined): string | undefined => (amount === undefined ? undefined : rupees(amount));

export const formatNumber = (value: number | undefined): string | undefined => (value === undefined ? undefined : grouped(value));

export const yesNo = (value: boolean): string => (value ? "Yes" : "No");

/** An annual rate in percent, as the KFS prints it: 15.1234 → "15.12%". */
export const formatRate = (percent: number | null): string => (percent === null ? "none (the cash flows have no single rate)" : `${percent.toFixed(2)}%`);
