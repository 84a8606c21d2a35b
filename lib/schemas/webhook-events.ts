import { z } from "zod";
import { KFS_ISSUE_REASONS } from "@/lib/codes/kfs-issue-reasons";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_ENTITIES, type WebhookEventType } from "@/lib/codes/webhook-event-types";
import { bankAccountVerificationSchema } from "./bank-verification";
import { coolingOffExitSchema, COOLING_OFF_EXIT_STATES } from "./cooling-off-exit";
import { withheldReleaseSchema } from "./disbursal";
import { kfsAcceptanceSchema } from "./kfs-acceptance";
import { kfsSchema } from "./kfs";
import { disbursalRecordSchema } from "./loan-responses";
import { nachStatusEventSchema } from "./nach";

/** Which loan an event is about, as the partner knows it: every loan event's payload starts with these. */
const loanKeys = {
  lead_id: z.uuid(),
  partner_loan_id: z.string().meta({ description: "The partner's own id of the loan, as booked" }),
};

const disbursedPayload = disbursalRecordSchema.extend(loanKeys).meta({
  id: "LoanDisbursedPayload",
  description:
    "The disbursal record, as GET .../disburse/ returns it (the beneficiary's account number masked): amount paid, UTR (`transaction_id`), `transaction_time`; a staged loan's withhold tranches are in `breakdown.withheld_releases`, each with its date, none released yet.",
});

const withheldReleasedPayload = withheldReleaseSchema.extend({
  ...loanKeys,
  position: z.int().min(0).meta({ description: "The withhold tranche's place among the loan's withhold tranches, from 0, as `breakdown.withheld_releases` lists them" }),
}).meta({ id: "LoanWithheldReleasedPayload", description: "One withhold tranche's money, released by operations to the account the disbursal paid." });

const coolingOffExitPayload = coolingOffExitSchema
  .omit({ state: true })
  .extend({
    ...loanKeys,
    status: z.enum(COOLING_OFF_EXIT_STATES).meta({
      description: "requested (the partner posted the exit), completed (operations recorded the repayment: withheld money cancelled, an active mandate cancelled), lapsed (not repaid by pay_by; the loan continues)",
    }),
  })
  .meta({ id: "LoanCoolingOffExitPayload", description: "The exit as the loan's read shows it in `cooling_off_exit`, its `state` as `status`." });

const kfsIssuedPayload = kfsSchema
  .pick({ kfs_id: true, version: true, terms_hash: true, generated_on: true, valid_until: true })
  .extend({
    ...loanKeys,
    reason: z.enum(KFS_ISSUE_REASONS).meta({
      description: "What made it due: the booking, an update of the loan's terms, a change of the partner's or the lender's configuration, or the latest version lapsing unaccepted",
    }),
  })
  .meta({ id: "KfsIssuedPayload", description: "A new version of the loan's Key Facts Statement: the borrower must accept it before disbursal. Fetch it with GET .../kfs/." });

const kfsAcceptedPayload = kfsAcceptanceSchema
  .pick({ kfs_id: true, version: true, channel: true, accepted_at: true, recorded_at: true, lang: true })
  .extend(loanKeys)
  .meta({ id: "KfsAcceptedPayload", description: "The borrower's acceptance of a version; the evidence (OTP mobile, IP, signed scan) stays in the acceptance record, not in the event." });

const verificationPayload = bankAccountVerificationSchema
  .extend(loanKeys)
  .meta({
    id: "BankAccountVerificationPayload",
    description: "The verification's settled result when operations or a penny-drop provider record the bank's answer, as the loan's read shows it in `bank_account_verification` (the account number masked).",
  });

const testPayload = z
  .object({
    endpoint_id: z.uuid().meta({ description: "The endpoint the test was sent to" }),
    message: z.string(),
  })
  .meta({ id: "WebhookTestPayload" });

const eventId = z.uuid().meta({ description: "Unique per event; the same on every retry, and sent as the webhook-id header" });

const envelope = <Type extends string, Entity extends string, Payload extends z.ZodType>(id: string, type: Type, entity: Entity, payload: Payload) =>
  z.object({ entity: z.literal(entity), payload, event: z.literal(type), id: eventId, created_at: z.iso.datetime() }).meta({ id });

const event = <Type extends WebhookEventType, Payload extends z.ZodType>(id: string, type: Type, payload: Payload) =>
  envelope(id, type, WEBHOOK_EVENT_ENTITIES[type], payload);

/** Each event type's body, as signed and sent; `physical_nach.status_update`'s is NachStatusEvent (./nach.ts), unchanged. */
export const WEBHOOK_EVENT_SCHEMAS = {
  "loan.disbursed": event("LoanDisbursedEvent", "loan.disbursed", disbursedPayload),
  "loan.withheld_released": event("LoanWithheldReleasedEvent", "loan.withheld_released", withheldReleasedPayload),
  "loan.cooling_off_exit": event("LoanCoolingOffExitEvent", "loan.cooling_off_exit", coolingOffExitPayload),
  "kfs.issued": event("KfsIssuedEvent", "kfs.issued", kfsIssuedPayload),
  "kfs.accepted": event("KfsAcceptedEvent", "kfs.accepted", kfsAcceptedPayload),
  "bank_account.verification_updated": event("BankAccountVerificationEvent", "bank_account.verification_updated", verificationPayload),
  "physical_nach.status_update": nachStatusEventSchema,
} satisfies Record<WebhookEventType, z.ZodType>;

export const testEventSchema = envelope("WebhookTestEvent", TEST_EVENT_TYPE, "webhook", testPayload);

export type WebhookPayload<Type extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_SCHEMAS)[Type]>["payload"];
export type WebhookEventBody<Type extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_SCHEMAS)[Type]>;
export type TestEventPayload = z.infer<typeof testPayload>;
