import { z } from "zod";
import { parseIndianLocalTime } from "./dates";

export const disbursalRequestSchema = z
  .strictObject({
    amount: z.number({ error: "must be a number" }).positive("must be more than 0").max(1e12, "is too large").optional(),
    transaction_time: z
      .string({ error: "must be a string" })
      .transform((value, ctx) => {
        const time = parseIndianLocalTime(value.trim());
        if (!time) {
          ctx.addIssue({ code: "custom", message: "must be YYYY-MM-DDTHH:mm:ss or DD-MMM-YYYY HH:mm:ss (India time)" });
          return z.NEVER;
        }
        return time;
      })
      .optional()
      .meta({ description: "Bank transaction time in India Standard Time: YYYY-MM-DDTHH:mm:ss or 19-Apr-2022 00:00:00." }),
    transaction_id: z
      .string({ error: "must be a string" })
      .regex(/^[A-Za-z0-9]{6,35}$/, "must be the bank's UTR: 6-35 letters and digits")
      .optional(),
  })
  .meta({ id: "DisbursalRequest" });

export type DisbursalRequest = z.output<typeof disbursalRequestSchema>;
