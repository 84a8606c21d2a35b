// The home page's windows, apart from the queries that use them: the page's
// components print them, and the queries reach the database (server-only).

/** NPCI presents a mandate within 120 working days of its date; 30 before that, the partner can still chase the bank or start again. */
export const STALE_MANDATE_WORKING_DAYS = 90;
/** An Approved loan still undisbursed this many days (in India) after the day it was booked. */
export const UNDISBURSED_AFTER_DAYS = 7;
/** The days the longer total covers, today included. */
export const TOTAL_DAYS = 30;
