"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { fieldMessage } from "@/lib/portal/format";
import type { CreateStaffUserAction } from "@/lib/portal/portal-actions";
import { staffUserCreateSchema, type StaffUserCreate } from "@/lib/schemas/staff";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/codes/roles";

const FIELDS = ["email", "name", "role", "partner_id", "password"] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

/** Adds a portal user; partner staff belong to the partner chosen, the lender's roles to none. */
export function AddUserForm({ partners, createStaffUser }: { partners: { id: string; name: string }[]; createStaffUser: CreateStaffUserAction }) {
  const router = useRouter();
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The partner field leaves the form with the partner role, so other roles never send one.
  const form = useForm<StaffUserCreate, unknown, z.output<typeof staffUserCreateSchema>>({
    resolver: zodResolver(staffUserCreateSchema),
    shouldUnregister: true,
    defaultValues: { email: "", name: "", role: "partner", partner_id: "", password: "" },
  });
  const errors = form.formState.errors;
  const role = useWatch({ control: form.control, name: "role" });

  const onSubmit = form.handleSubmit(async (values) => {
    setAdded(null);
    setFailure(null);
    const result = await createStaffUser(values);
    if (!result.ok) {
      const placed = result.error.fields.filter((field) => isField(field.path));
      for (const field of placed) if (isField(field.path)) form.setError(field.path, { message: field.message });
      if (placed.length === 0) setFailure(result.error.message);
      return;
    }
    setAdded(result.data.email);
    form.reset();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add a user">
      {added && <Notice>{`${added} was added and can sign in now with the password you set.`}</Notice>}
      {failure && <ErrorState title="The user was not added">{failure}</ErrorState>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField id="user-name" label="Name" autoComplete="off" error={fieldMessage("The name", errors.name?.message)} {...form.register("name")} />
        <TextField id="user-email" label="E-mail" type="email" autoComplete="off" error={fieldMessage("The e-mail", errors.email?.message)} {...form.register("email")} />
        <SelectField id="user-role" label="Role" error={fieldMessage("The role", errors.role?.message)} {...form.register("role")}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {role === "partner" && (
          <SelectField id="user-partner" label="Partner" hint="Partner staff see only this partner's data." error={fieldMessage("A partner", errors.partner_id?.message)} {...form.register("partner_id")}>
            <option value="">Choose a partner</option>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          id="user-password"
          label="Initial password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; give it to the user over a safe channel."
          error={fieldMessage("The password", errors.password?.message)}
          {...form.register("password")}
        />
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Adding…" : "Add user"}
      </Button>
    </form>
  );
}
