import "server-only";
import { read, write } from "@/lib/db/transactions";
import { newId } from "@/lib/ids/ids";
import { hashPassword, verifyPassword } from "./passwords";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "./demo-staff-list";

export async function seedDemoStaff(): Promise<void> {
  for (const user of DEMO_STAFF) {
    const existing = await read((queries) => queries.selectFrom("StaffUser").select("id").where("email", "=", user.email).executeTakeFirst());
    if (existing) continue;
    const clientId = user.partnerClientId;
    const credential = clientId
      ? await read((queries) => queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", clientId).executeTakeFirst())
      : undefined;
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    const row = { id: newId(), email: user.email, name: user.name, role: user.role, partnerId: credential?.partnerId ?? null, passwordHash, createdAt: new Date() };
    await write((queries) => queries.insertInto("StaffUser").values(row).execute());
  }
}

/** Demo users still holding the demo password: production refuses to start with any. */
export async function staffWithDemoPasswords(): Promise<string[]> {
  const users = await read((queries) =>
    queries
      .selectFrom("StaffUser")
      .select(["email", "passwordHash"])
      .where("email", "in", DEMO_STAFF.map((user) => user.email))
      .where("disabledAt", "is", null)
      .execute(),
  );
  const checks = await Promise.all(users.map(async (user) => ((await verifyPassword(DEMO_STAFF_PASSWORD, user.passwordHash)) ? user.email : null)));
  return checks.filter((email): email is string => email !== null);
}
