import { z } from "zod";

export const readinessSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") }).meta({ id: "Readiness" });
export const livenessSchema = z.object({ status: z.literal("ok") }).meta({ id: "Liveness" });
