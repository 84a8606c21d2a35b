import { toPaise, toRupees } from "./paise";

const TO_THE_PAISA = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees in figures with Indian digit grouping, to the paisa, as printed forms and statements write them: 1,20,000.00. */
export const rupeeFigures = (amount: number): string => TO_THE_PAISA.format(toRupees(toPaise(amount)));

/** Rupees as the portal shows them, with Indian digit grouping (₹2,00,000), paise only when there are any. */
export const formatRupees = (amount: number): string =>
  `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
