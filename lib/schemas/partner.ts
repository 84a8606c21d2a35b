import { z } from "zod";
import { personName } from "./fields";

/** What an administrator gives to create a partner; its API client id and secret are generated. */
export const partnerCreateSchema = z.strictObject({
  name: z.string({ error: "is required" }).trim().pipe(personName(200)),
});

export type PartnerCreate = z.input<typeof partnerCreateSchema>;
