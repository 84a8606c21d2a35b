import "server-only";
import { write } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { parseInput } from "@/lib/schemas/parse";
import { staffUserCreateSchema } from "@/lib/schemas/staff";
import { hashPassword } from "./passwords";

/** Adds a portal user; partner staff must name their partner, the lender's roles must not. */
export async function createStaffUser({ input }: { input: unknown }): Promise<{ id: string; email: string }> {
  const user = parseInput(staffUserCreateSchema, input);
  const passwordHash = await hashPassword(user.password);
  try {
    const row = { id: newId(), email: user.email, name: user.name, role: user.role, partnerId: user.role === "partner" ? user.partner_id : null, passwordHash, createdAt: new Date() };
    await write((queries) => queries.insertInto("StaffUser").values(row).execute());
    return { id: row.id, email: row.email };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("validation_error", "A user with this e-mail already exists", { fields: [{ path: "email", message: "is already in use" }] });
    }
    throw error;
  }
}
