import type { Insertable, Selectable } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";

/**
 * Each table's row as the query layer reads it (`…Row`) and writes it
 * (`New…`), generated from prisma/schema.prisma by prisma-kysely.
 */
export type { DB };

export type ApiCredentialRow = Selectable<DB["ApiCredential"]>;
export type BankAccountVerificationRow = Selectable<DB["BankAccountVerification"]>;
export type CoApplicantRow = Selectable<DB["CoApplicant"]>;
export type CoolingOffExitRow = Selectable<DB["CoolingOffExit"]>;
export type LoanAgreementRow = Selectable<DB["LoanAgreement"]>;
export type ConsentRow = Selectable<DB["Consent"]>;
export type DisbursalRow = Selectable<DB["Disbursal"]>;
export type IdempotencyRecordRow = Selectable<DB["IdempotencyRecord"]>;
export type KeyFactsStatementRow = Selectable<DB["KeyFactsStatement"]>;
export type LoanRow = Selectable<DB["Loan"]>;
export type LoanEventRow = Selectable<DB["LoanEvent"]>;
export type NachScanRow = Selectable<DB["NachScan"]>;
export type PartnerRow = Selectable<DB["Partner"]>;
export type PhysicalNachRow = Selectable<DB["PhysicalNach"]>;
export type StaffUserRow = Selectable<DB["StaffUser"]>;
export type WebhookAttemptRow = Selectable<DB["WebhookAttempt"]>;
export type WebhookDeliveryRow = Selectable<DB["WebhookDelivery"]>;
export type WebhookEndpointRow = Selectable<DB["WebhookEndpoint"]>;
export type WebhookEventRow = Selectable<DB["WebhookEvent"]>;
export type WithheldReleaseRow = Selectable<DB["WithheldRelease"]>;

export type NewApiCredential = Insertable<DB["ApiCredential"]>;
export type NewBankAccountVerification = Insertable<DB["BankAccountVerification"]>;
export type NewCoApplicant = Insertable<DB["CoApplicant"]>;
export type NewDisbursal = Insertable<DB["Disbursal"]>;
export type NewIdempotencyRecord = Insertable<DB["IdempotencyRecord"]>;
export type NewKeyFactsStatement = Insertable<DB["KeyFactsStatement"]>;
export type NewLoan = Insertable<DB["Loan"]>;
export type NewLoanEvent = Insertable<DB["LoanEvent"]>;
export type NewNachScan = Insertable<DB["NachScan"]>;
export type NewPartner = Insertable<DB["Partner"]>;
export type NewPhysicalNach = Insertable<DB["PhysicalNach"]>;
export type NewStaffUser = Insertable<DB["StaffUser"]>;
export type NewWebhookAttempt = Insertable<DB["WebhookAttempt"]>;
export type NewWebhookDelivery = Insertable<DB["WebhookDelivery"]>;
export type NewWebhookEndpoint = Insertable<DB["WebhookEndpoint"]>;
export type NewWebhookEvent = Insertable<DB["WebhookEvent"]>;
