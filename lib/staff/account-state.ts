export type AccountState = "active" | "locked" | "disabled";

/** Whether a portal user can sign in now: disabled outranks a lockout, which ends by itself. */
export function accountState(user: { disabledAt: Date | null; lockedUntil: Date | null }, now: Date): AccountState {
  if (user.disabledAt) return "disabled";
  if (user.lockedUntil && user.lockedUntil > now) return "locked";
  return "active";
}
