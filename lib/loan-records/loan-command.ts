/**
 * A change asked of one loan, as a route handler or a portal action passes
 * it on: whose loan (`partnerId`, null for the lender's roles, who act on
 * every partner's), the request's body still unparsed, who asks, and the
 * time it is judged at (the clock's unless a test fixes it).
 */
export interface LoanCommand<PartnerId extends string | null = string> {
  partnerId: PartnerId;
  leadId: string;
  input: unknown;
  actor: string;
  now?: Date;
}
