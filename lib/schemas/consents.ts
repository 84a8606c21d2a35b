import { z } from "zod";
import { emptyAsAbsentFields } from "./empty-values";
import { identifier } from "./fields";
import { pastInstantAt, type Clock } from "./timestamp";

/**
 * The borrower's consents (contract v3 section 12): what they agreed to,
 * when, to which of the lender's texts, and the channel's evidence. The
 * booking takes them (`consents`), and so does the later POST
 * `.../consents/`, with revocations.
 */

export const CONSENT_PURPOSES = ["bureau_pull", "data_processing", "nach_debit"] as const;
export const CONSENT_CHANNELS = ["web", "app", "assisted", "paper"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Channels where the borrower acted on a device of their own: the evidence is the address it came from. */
const ONLINE: ReadonlySet<ConsentChannel> = new Set(["web", "app"]);

export const CONSENT_LIMITS = { consents: 10, revocations: 10 } as const;

/** A consent's text version, as the lender names its registered texts (CONSENT_TEXT_VERSIONS). */
export const TEXT_VERSION = /^[A-Za-z0-9._-]{1,32}$/;

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: `must be one of ${CONSENT_PURPOSES.join(", ")}` });
const channelSchema = z.enum(CONSENT_CHANNELS, { error: `must be one of ${CONSENT_CHANNELS.join(", ")}` });

const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: "must be an IPv4 or IPv6 address" });

/** One consent as sent: the channel decides the evidence it needs (an IP address online, a form reference on paper or assisted). */
export const consentItemSchemaAt = (clock: Clock) =>
  z
    .strictObject(
      emptyAsAbsentFields({
        purpose: consentPurposeSchema,
        given_at: pastInstantAt(clock).meta({ description: "When the borrower gave the consent: ISO 8601 with its zone, not in the future; returned as UTC." }),
        text_version: z
          .string({ error: "must be a string" })
          .regex(TEXT_VERSION, "must be one of the lender's registered consent texts")
          .meta({ description: "The lender's registered consent text the borrower agreed to (configuration CONSENT_TEXT_VERSIONS; demo: v1).", examples: ["v1"] }),
        channel: channelSchema,
        ip: ipAddress.optional().meta({ description: "Required for web and app: the address the borrower's consent came from." }),
        reference: identifier(64).optional().meta({ description: "Required for paper and assisted: the signed form's number." }),
      }),
    )
    .superRefine((consent, ctx) => {
      if (ONLINE.has(consent.channel) && consent.ip === undefined) {
        ctx.addIssue({ code: "custom", path: ["ip"], message: `is required for channel ${consent.channel}` });
      }
      if (!ONLINE.has(consent.channel) && consent.reference === undefined) {
        ctx.addIssue({ code: "custom", path: ["reference"], message: `is required for channel ${consent.channel}: the form's number` });
      }
    })
    .meta({ description: "A consent the borrower gave. `ip` is required for web and app, `reference` for paper and assisted." });

export const revocationItemSchemaAt = (clock: Clock) =>
  z
    .strictObject(
      emptyAsAbsentFields({
        purpose: consentPurposeSchema,
        revoked_at: pastInstantAt(clock).meta({ description: "When the borrower revoked it: ISO 8601 with its zone, not in the future." }),
      }),
    )
    .meta({ description: "A revocation: kept as a record beside the consents, which are never deleted." });

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: "must be an array" }).max(max, `must have at most ${max} items`);

/** The booking's `consents`. */
export const bookingConsentsAt = (clock: Clock) =>
  listOf(consentItemSchemaAt(clock), CONSENT_LIMITS.consents).meta({
    description:
      "The consents the borrower gave before booking (contract v3 section 12). The policy's `consent` rule needs `bureau_pull` and `data_processing` here, given at most 90 days before the booking; consents sent later never satisfy it. Not part of the loan body: PUT and PATCH refuse it.",
  });

/** POST `.../consents/`: new consents, revocations, or both; at least one item. */
export const consentsRequestSchemaAt = (clock: Clock) =>
  z
    .strictObject(
      emptyAsAbsentFields({
        consents: listOf(consentItemSchemaAt(clock), CONSENT_LIMITS.consents).optional(),
        revocations: listOf(revocationItemSchemaAt(clock), CONSENT_LIMITS.revocations).optional(),
      }),
    )
    .refine((request) => (request.consents?.length ?? 0) + (request.revocations?.length ?? 0) > 0, "must contain at least one consent or revocation")
    .meta({ id: "ConsentsRequest", description: "Consents the borrower gave after booking, and revocations. Nothing already recorded is changed or deleted." });

export const consentsRequestSchema = consentsRequestSchemaAt(() => new Date());

export type ConsentGiven = z.output<ReturnType<typeof consentItemSchemaAt>>;
export type ConsentGivenInput = z.input<ReturnType<typeof consentItemSchemaAt>>;
export type ConsentRevoked = z.output<ReturnType<typeof revocationItemSchemaAt>>;
export type ConsentsRequest = z.output<typeof consentsRequestSchema>;

const timestamp = z.iso.datetime().meta({ description: "ISO 8601 UTC with milliseconds" });
const recorded = {
  recorded_at: timestamp.meta({ description: "When the server recorded it." }),
  source: z.enum(["booking", "api", "portal"]).meta({ description: "booking: sent with the booking (the only consents the policy reads); api or portal: recorded later." }),
};

export const storedConsentSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("consent"),
    purpose: consentPurposeSchema,
    given_at: timestamp,
    text_version: z.string(),
    channel: channelSchema,
    ip: z.string().optional(),
    reference: z.string().optional(),
    ...recorded,
  }),
  z.object({ type: z.literal("revocation"), purpose: consentPurposeSchema, revoked_at: timestamp, ...recorded }),
]);

export const storedConsentsSchema = z.array(storedConsentSchema).meta({
  id: "StoredConsents",
  description: "Every consent and revocation recorded for the loan, oldest first. A purpose is in force when its latest record by the borrower's time (given_at, revoked_at) is a consent.",
});

export const consentsResultSchema = z.object({ consents: storedConsentsSchema }).meta({ id: "ConsentsResult" });

export type StoredConsent = z.infer<typeof storedConsentSchema>;
export type ConsentsResult = z.infer<typeof consentsResultSchema>;
