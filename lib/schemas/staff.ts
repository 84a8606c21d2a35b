import { z } from "zod";
import { staffRoleSchema } from "@/lib/codes/roles";
import { personName } from "./fields";

export const staffUserCreateSchema = z
  .strictObject({
    email: z.email({ error: "must be an e-mail address" }).max(254).transform((email) => email.toLowerCase()),
    name: z.string({ error: "is required" }).trim().pipe(personName(200)),
    role: staffRoleSchema,
    partner_id: z.string().optional(),
    password: z.string().min(12, "must be at least 12 characters").max(200),
  })
  .superRefine((user, ctx) => {
    if (user.role === "partner" && !user.partner_id) {
      ctx.addIssue({ code: "custom", path: ["partner_id"], message: "is required for partner staff" });
    }
  });

export const loginSchema = z.object({
  email: z.email({ error: "Enter your e-mail address" }),
  password: z.string().min(1, "Enter your password"),
});

export type StaffUserCreate = z.input<typeof staffUserCreateSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
