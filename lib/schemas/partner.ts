import { z } from "zod";

/** What an administrator gives to create a partner; its API client id and secret are generated. */
export const partnerCreateSchema = z.strictObject({
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
});

export type PartnerCreate = z.input<typeof partnerCreateSchema>;
