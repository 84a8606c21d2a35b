/**
 * Money is summed and compared in whole paise, so no float noise moves a
 * rupee: ₹0.1 + ₹0.2 is 30 paise, not ₹0.30000000000000004.
 */

export const toPaise = (rupees: number): number => Math.round(rupees * 100);

export const toRupees = (paise: number): number => paise / 100;

/** Rupee amounts added up, in paise. */
export const sumPaise = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + toPaise(amount), 0);

const ONE_RUPEE = 100;

/** The contract's "within ₹1", on amounts in paise: ₹1.00 off is within it, ₹1.01 is not. */
export const paiseWithinOneRupee = (a: number, b: number): boolean => Math.abs(a - b) <= ONE_RUPEE;

/** The contract's "within ₹1", on amounts in rupees. */
export const withinOneRupee = (a: number, b: number): boolean => paiseWithinOneRupee(toPaise(a), toPaise(b));

/** Whether an amount in rupees has at most two decimals, as 0.1 + 0.2 has despite its float noise. */
export const isWholePaise = (rupees: number): boolean => Math.abs(rupees * 100 - toPaise(rupees)) < 1e-6;
