// The `ifsc` package (Razorpay's published IFSC list) ships no types; only
// its offline check is used (lib/loans/ifsc-check.ts).
declare module "ifsc" {
  /** Whether the code is in the package's offline list of bank branches. */
  export function validate(code: string): boolean;
}
