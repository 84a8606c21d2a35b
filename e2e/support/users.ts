import type { StaffRole } from "@/lib/codes/roles";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { E2E_OUTPUT_DIR } from "./server-address";

export const PASSWORD = DEMO_STAFF_PASSWORD;

/** The demo portal users, by the name the tests use for them. */
export const USERS = {
  partner: DEMO_STAFF[0],
  partner2: DEMO_STAFF[1],
  support: DEMO_STAFF[2],
  operations: DEMO_STAFF[3],
  admin: DEMO_STAFF[4],
} as const satisfies Record<string, (typeof DEMO_STAFF)[number] | undefined>;

export type UserName = keyof typeof USERS;

/** The saved session of a demo user, signed in once per run by auth.setup.ts. */
export const storageStateOf = (user: UserName) => `${E2E_OUTPUT_DIR}/.auth/${user}.json`;

export const ROLE_OF: Record<UserName, StaffRole> = {
  partner: "partner",
  partner2: "partner",
  support: "support",
  operations: "operations",
  admin: "admin",
};
