import type { StaffRole } from "@/lib/codes/roles";

export const DEMO_STAFF_PASSWORD = "demo-password";

/** One portal user per role, as the README lists them; partner staff for each demo partner. */
export const DEMO_STAFF: { email: string; name: string; role: StaffRole; partnerClientId?: string }[] = [
  { email: "partner@demo.loandesk.test", name: "Priya (Demo Finance)", role: "partner", partnerClientId: "demo" },
  { email: "partner2@demo.loandesk.test", name: "Rahul (Demo Two Finance)", role: "partner", partnerClientId: "demo2" },
  { email: "support@demo.loandesk.test", name: "Sunita (Support)", role: "support" },
  { email: "operations@demo.loandesk.test", name: "Omar (Operations)", role: "operations" },
  { email: "admin@demo.loandesk.test", name: "Anil (Admin)", role: "admin" },
];
