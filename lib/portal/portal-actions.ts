import type { NewPartner } from "@/lib/partners/create-partner";
import type { RotatedSecret } from "@/lib/partners/rotate-secret";
import type { CoolingOffExit, ExitReceiptInput } from "@/lib/schemas/cooling-off-exit";
import type { WithheldRelease } from "@/lib/schemas/disbursal";
import type { Agreement } from "@/lib/schemas/agreement";
import type { KfsAcceptance } from "@/lib/schemas/kfs-acceptance";
import type { BankAccountVerification, VerificationResult } from "@/lib/schemas/bank-verification";
import type { BookingResult, DisbursalRecord, UpdateResult } from "@/lib/schemas/loan-responses";
import type { WithheldReleaseRecordInput } from "@/lib/schemas/withheld-release";
import type { LoanInput } from "@/lib/schemas/loan";
import type { DisbursalHoldClearance } from "@/lib/nach/clear-disbursal-hold";
import type { BankResponse, DisbursalHoldClearanceInput, NachInitiated, NachInitiateRequest, NachStatusFields, NachUploaded } from "@/lib/schemas/nach";
import type { PartnerCreate } from "@/lib/schemas/partner";
import type { PolicyDraft, PolicyReplayRequest } from "@/lib/policy/policy-config";
import type { StaffUserCreate } from "@/lib/schemas/staff";
import type { Delivery, EndpointCreateInput, EndpointSecret, EndpointWithSecret } from "@/lib/schemas/webhooks";
import type { ActionResult } from "./action-result";
import type { PortalLoanPage, PortalLoanQuery } from "./portal-loan-list";
import type { PortalLoanNach } from "./portal-loans";
import type { PortalTapeProgress, PortalTapeQuery } from "./portal-loan-tapes";
import type { PortalMandateDetail, PortalMandateQuery, PortalMandateRow } from "./portal-mandates";
import type { PortalPolicyVersion, PortalReplay } from "./portal-policy";
import type { PortalDelivery, PortalDeliveryQuery } from "./portal-webhooks";

/*
 * The portal's server actions as client components receive them. The actions
 * live in their route segment (app/(portal)/.../actions.ts) and each page
 * hands them to its components as props, so components/ never imports app/;
 * the page's JSX is where the compiler checks an action against its type here.
 */

type Result<T> = Promise<ActionResult<T>>;

export type ListLoansAction = (query: PortalLoanQuery) => Result<PortalLoanPage>;
export type BookLoanAction = (input: LoanInput) => Result<BookingResult>;
export type UpdateLoanAction = (change: { leadId: string; patch: Record<string, unknown>; etag: string }) => Result<UpdateResult & { etag: string }>;
export type DisburseAction = (leadId: string, transactionId: string) => Result<DisbursalRecord>;
export type LoanStampAction = (leadId: string) => Result<string>;
export type RecordReleaseAction = (leadId: string, input: WithheldReleaseRecordInput) => Result<WithheldRelease>;
export type RecordExitReceiptAction = (leadId: string, input: ExitReceiptInput) => Result<CoolingOffExit>;
export type AcceptKfsAction = (leadId: string, form: FormData) => Result<KfsAcceptance>;
export type RecordAgreementAction = (leadId: string, form: FormData) => Result<Agreement>;
export type RecordVerificationAction = (leadId: string, answering: string | null, result: VerificationResult) => Result<BankAccountVerification>;

export type LoanNachAction = (leadId: string) => Result<PortalLoanNach>;
/** The terms the portal's NACH start confirmed: the loan is the page's, and the account the default (the verified one), which the form does not offer to change. */
export type NachStartRequest = Omit<NachInitiateRequest, "lead_id" | "ac_number">;
export type StartNachAction = (leadId: string, terms: NachStartRequest) => Result<Pick<NachInitiated, "physical_nach_id" | "status">>;
export type UploadScanAction = (nachId: string, form: FormData) => Result<NachUploaded>;
export type ListMandatesAction = (query: PortalMandateQuery) => Result<{ items: PortalMandateRow[]; next_cursor: string | null }>;
export type MandateAction = (nachId: string) => Result<PortalMandateDetail>;
export type RecordBankResponseAction = (nachId: string, response: BankResponse) => Result<NachStatusFields>;
export type ClearDisbursalHoldAction = (nachId: string, input: DisbursalHoldClearanceInput) => Result<DisbursalHoldClearance>;

export type ListDeliveriesAction = (query: PortalDeliveryQuery) => Result<PortalDelivery[]>;
export type ReplayDeliveryAction = (deliveryId: string) => Result<Delivery>;
export type CreateEndpointAction = (input: EndpointCreateInput) => Result<EndpointWithSecret>;
export type SendTestEventAction = (endpointId: string) => Result<Delivery>;
export type RotateEndpointSecretAction = (endpointId: string) => Result<EndpointSecret>;
export type DeleteEndpointAction = (endpointId: string) => Result<{ id: string; deleted: true }>;

export type CreatePartnerAction = (input: PartnerCreate) => Result<NewPartner>;
export type RotateClientSecretAction = (clientId: string) => Result<RotatedSecret>;
export type CreateStaffUserAction = (input: StaffUserCreate) => Result<{ id: string; email: string }>;
export type DisableStaffUserAction = (userId: string) => Result<{ id: string; disabledAt: string }>;
export type UnlockStaffUserAction = (userId: string) => Result<{ id: string; unlockedAt: string }>;

export type ReplayPolicyDraftAction = (request: PolicyReplayRequest) => Result<PortalReplay>;
export type PublishPolicyDraftAction = (draft: PolicyDraft) => Result<PortalPolicyVersion>;

export type TapeProgressAction = (query: PortalTapeQuery) => Result<PortalTapeProgress>;
