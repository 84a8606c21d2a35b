import { read, write } from "@/lib/db/legacy-prisma";
import { newId } from "@/lib/ids/ids";
import { hashPassword, verifyPassword } from "./passwords";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "./demo-staff-list";

export async function seedDemoStaff(): Promise<void> {
  for (const user of DEMO_STAFF) {
    const existing = await read((tx) => tx.staffUser.findUnique({ where: { email: user.email } }));
    if (existing) continue;
    const credential = user.partnerClientId
      ? await read((tx) => tx.apiCredential.findUnique({ where: { clientId: user.partnerClientId ?? "" } }))
      : null;
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    await write((tx) =>
      tx.staffUser.create({ data: { id: newId(), email: user.email, name: user.name, role: user.role, partnerId: credential?.partnerId ?? null, passwordHash } }),
    );
  }
}

/** Demo users still holding the demo password: production refuses to start with any. */
export async function staffWithDemoPasswords(): Promise<string[]> {
  const users = await read((tx) => tx.staffUser.findMany({ where: { email: { in: DEMO_STAFF.map((user) => user.email) }, disabledAt: null } }));
  const checks = await Promise.all(users.map(async (user) => ((await verifyPassword(DEMO_STAFF_PASSWORD, user.passwordHash)) ? user.email : null)));
  return checks.filter((email): email is string => email !== null);
}
