import { z } from "zod";
import { mobileNumber, identifier, text } from "./fields";
import { instant, sha256Hex } from "./timestamp";

/**
 * The borrower's acceptance of one KFS version (contract v3 section 12), as
 * the partner posts it: the version, when, the channel and that channel's
 * evidence. A physical acceptance comes as multipart/form-data with the
 * signed statement's scan (lib/kfs/accept-kfs.ts).
 */

export const KFS_ACCEPTANCE_CHANNELS = ["otp", "e_sign", "click_wrap", "physical"] as const;
export type KfsAcceptanceChannel = (typeof KFS_ACCEPTANCE_CHANNELS)[number];

/**
 * The languages a statement is shown in (contract v3 section 11): English
 * and Hindi. The one list of them: the PDF's `lang`, the acceptance's, and
 * the wording tables (lib/documents/kfs-language.ts, one per language, required by
 * its type) all follow it.
 */
export const KFS_LANGUAGES = ["en", "hi"] as const;
export type KfsLanguage = (typeof KFS_LANGUAGES)[number];

/** The multipart field that carries a physical acceptance's signed scan. */
export const SIGNED_KFS_FIELD = "signed_kfs";

const common = {
  kfs_id: z.uuid({ error: "must be a kfs_id (a UUID)" }).meta({ description: "The version accepted: the current one (GET .../kfs/)" }),
  accepted_at: instant(
    "When the borrower accepted: not in the future, not before the version's generated_on (400), not after its valid_until (409 `kfs_expired`).",
  ),
  lang: z.enum(KFS_LANGUAGES, { error: `must be one of ${KFS_LANGUAGES.join(", ")}` }).optional().meta({ description: "The language of the statement the borrower was shown; en by default" }),
};

const otp = z.strictObject({
  ...common,
  channel: z.literal("otp"),
  reference: identifier(100).meta({ description: "The OTP transaction's id" }),
  mobile: mobileNumber().meta({ description: "The mobile number the OTP went to: the loan's mobile_number" }),
});

const eSign = z.strictObject({
  ...common,
  channel: z.literal("e_sign"),
  document_sha256: sha256Hex("SHA-256 of the e-signed statement"),
});

const clickWrap = z.strictObject({
  ...common,
  channel: z.literal("click_wrap"),
  ip: z.union([z.ipv4(), z.ipv6()], { error: "must be an IPv4 or IPv6 address" }).meta({ description: "The borrower's IP address when they clicked" }),
  user_agent: text(512).refine((value) => value.trim().length > 0, "must not be blank").meta({ description: "The borrower's browser or app, as its User-Agent" }),
});

/** The fields beside the scan of a physical acceptance, sent as multipart form fields. */
const physical = z.strictObject({
  ...common,
  channel: z.literal("physical"),
});

export const kfsAcceptanceRequestSchema = z
  .discriminatedUnion("channel", [otp, eSign, clickWrap, physical], {
    error: `channel must be one of ${KFS_ACCEPTANCE_CHANNELS.join(", ")}`,
  })
  .meta({
    id: "KfsAcceptanceRequest",
    description:
      "JSON for otp (reference, mobile), e_sign (document_sha256) and click_wrap (ip, user_agent); multipart/form-data for physical, with kfs_id, accepted_at, channel and lang as form fields and the signed statement (PDF, JPEG or PNG, at most 5 MiB) in the file field signed_kfs.",
  });

export type KfsAcceptanceRequest = z.output<typeof kfsAcceptanceRequestSchema>;

/** The evidence kept with an acceptance, by channel. */
export const kfsScanSchema = z.object({
  content_type: z.string().meta({ description: "application/pdf, image/jpeg or image/png, as read from the file's content" }),
  size: z.int().meta({ description: "Bytes" }),
  sha256: z.string().meta({ description: "SHA-256 of the file, hex" }),
});

export const kfsAcceptedSchema = z
  .object({
    channel: z.enum(KFS_ACCEPTANCE_CHANNELS),
    accepted_at: z.iso.datetime(),
    recorded_at: z.iso.datetime().meta({ description: "When the service recorded it" }),
    lang: z.enum(KFS_LANGUAGES),
    reference: z.string().optional().meta({ description: "otp: the OTP transaction's id" }),
    mobile: z.string().optional().meta({ description: "otp: the mobile number the OTP went to" }),
    document_sha256: z.string().optional().meta({ description: "e_sign: SHA-256 of the signed statement" }),
    ip: z.string().optional().meta({ description: "click_wrap: the borrower's IP address" }),
    user_agent: z.string().optional().meta({ description: "click_wrap: the borrower's User-Agent" }),
    scan: kfsScanSchema.optional().meta({ description: "physical: the signed statement's file" }),
  })
  .meta({ id: "KfsAccepted", description: "The borrower's acceptance of a version, with the evidence its channel needs" });

export type KfsAccepted = z.infer<typeof kfsAcceptedSchema>;
export type KfsAcceptanceEvidence = Omit<KfsAccepted, "channel" | "accepted_at" | "recorded_at" | "lang">;

export const kfsAcceptanceSchema = kfsAcceptedSchema
  .extend({
    lead_id: z.uuid(),
    kfs_id: z.uuid(),
    version: z.int().min(1),
  })
  .meta({ id: "KfsAcceptance", description: "An acceptance as recorded" });

export type KfsAcceptance = z.infer<typeof kfsAcceptanceSchema>;
