// Generated from GET /api/v1/openapi.json by `npm run api:types`; do not edit.
// tests/api/openapi.test.ts fails when this file and the document disagree.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 while the database answers, else 503 */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: answers without touching the database */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List loans, newest first */
        get: operations["listLoans"];
        put?: never;
        /**
         * Book a loan
         * @description The booking checks of contract section 4 run first (400 `validation_error` naming each field, also a consent's: its `ip` for web and app, its `reference` for paper and assisted, a `text_version` the lender has not registered, a `given_at` in the future; 422 `kyc_not_verified`; 422 `inconsistent_terms` for a schedule or tranches that do not add up), then the policy decides at once: `status` is Approved or Rejected, and a Rejected booking says why in `rejection_reason`. Nothing is stored when a check fails.
         */
        post: operations["bookLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * Read a loan
         * @description The loan body as it stands (after updates) with the server's fields, among them `policy`: the latest evaluation, every rule with its outcome.
         */
        get: operations["readLoan"];
        /**
         * Replace a loan's details
         * @description A complete loan body under the booking rules. Fields fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, each kyc item's type and identifier) may be sent unchanged; a change gets 422 `customer_identifier_immutable`. A change to a credit-relevant field (amount, tenure, rate, loan type, income, obligations, score, employment, additional_variables, kyc) of an Approved loan re-runs the current policy: stored with the new evaluation if it still approves, else 422 `policy_rejects_update` with `details.rules` and nothing stored. A Rejected loan takes no credit-relevant change (409 `loan_rejected`). The terms must still add up (422 `inconsistent_terms`). While the loan's physical NACH mandate is initiated or registered, an update that changes `bank_account`, or after which the mandate could not collect the instalments (its frequency, period or amount against the new schedule, as an initiation checks them), gets 409 `nach_mandate_active` naming the mandate's terms at fault. After disbursal every update gets 409 `loan_disbursed`. `consents` is not a field of the loan body: the booking takes them and POST `.../consents/` adds more, so an update that sends it gets 400 `validation_error`.
         */
        put: operations["replaceLoan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update some of a loan's details
         * @description Any non-empty subset of the loan body: top-level fields replace, bank_account and additional_variables merge key by key, arrays replace whole; "" or null removes an optional field. Fields fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, each kyc item's type and identifier) may be sent unchanged; a change gets 422 `customer_identifier_immutable`. A change to a credit-relevant field (amount, tenure, rate, loan type, income, obligations, score, employment, additional_variables, kyc) of an Approved loan re-runs the current policy: stored with the new evaluation if it still approves, else 422 `policy_rejects_update` with `details.rules` and nothing stored. A Rejected loan takes no credit-relevant change (409 `loan_rejected`). The terms must still add up (422 `inconsistent_terms`). While the loan's physical NACH mandate is initiated or registered, an update that changes `bank_account`, or after which the mandate could not collect the instalments (its frequency, period or amount against the new schedule, as an initiation checks them), gets 409 `nach_mandate_active` naming the mandate's terms at fault. After disbursal every update gets 409 `loan_disbursed`. `consents` is not a field of the loan body: the booking takes them and POST `.../consents/` adds more, so an update that sends it gets 400 `validation_error`.
         */
        patch: operations["patchLoan"];
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/agreement/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the executed loan agreement
         * @description The agreement as executed, after the borrower accepted the KFS version of the loan's current terms. It replaces the loan's earlier agreement (kept in the loan's events) and sets the loan's `agreement_date` (the IST date of `executed_at`) and `agreement_signature_type`, without re-running the policy. Disbursal needs it (409 `agreement_missing`); an `agreement_date` sent in the loan body is still taken but does not count. Answers in this order: 400 (the body; `executed_at` in the future); 404; 409 `loan_not_approved`; 409 `already_disbursed`; 409 `disbursal_date_missing`; 409 `kfs_not_accepted` when no version of the loan's current terms is accepted; 409 `agreement_before_kfs` when `executed_at` is not after that acceptance's `accepted_at`.
         */
        post: operations["recordAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/consents/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record consents and revocations given after booking
         * @description Consents the borrower gave after booking (`consents`, each as at booking: `ip` for web and app, `reference` for paper and assisted, a registered `text_version`, `given_at` not in the future) and revocations (`revocations`: `{purpose, revoked_at}`, not in the future). Each is stored as a new record with the server's `recorded_at` and `source` `api`; nothing recorded before is changed or deleted. Consents recorded here never satisfy the policy's `consent` rule, which reads the booking's. A purpose is in force when its latest record by the borrower's time is a consent: a revocation revokes the consents given before it, and a consent given after the revocation restores the purpose. Disbursal needs `bureau_pull` and `data_processing` in force (409 `consent_missing`). Allowed in every state, after disbursal too (a revocation then is a record). Answers with every record of the loan, oldest first; the loan's read shows the same list as `consents`.
         */
        post: operations["recordConsents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/cooling-off-exit/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the borrower's cooling-off exit request
         * @description For a digital loan (its Key Facts Statement, frozen at disbursal, states a cooling-off period: the partner's `digital_lending`), within `cooling_off_days` IST calendar days after the IST date of `disbursed_at` (that day not counted; the period's last day is accepted up to IST midnight). The body is optional and takes no fields. Answers in this order, nothing recorded on a refusal: 400 for a body; 404; 409 `loan_not_disbursed`; 409 `cooling_off_not_applicable`; 409 `cooling_off_exit_exists` (a loan takes one request, whatever became of it); 409 `cooling_off_over` with `details.last_day`. The figures: `principal` = the KFS's `paid_at_disbursal` + withheld money already released; `interest` = `principal` x the KFS's `apr` / 100 x `days` / 365, `days` the IST calendar days from the disbursal's date to the request's (at least 1), rounded half-up to the paisa; fees and charges already deducted are not collected; `pay_by` = the request's IST date + COOLING_OFF_PAY_DAYS (the KFS's `part_2.cooling_off_pay_days`). Withheld money not yet released waits while the request stands and is cancelled when the exit completes. Operations record the borrower's repayment in the portal (at least `amount_due`, its UTR, on or before `pay_by`): the exit is then `completed`, an initiated or registered mandate becomes `cancelled` (with its `physical_nach.status_update` webhook), the loan stops counting for exposure and takes no new mandate (409 `loan_exited`). A request not repaid by `pay_by` is `lapsed` from the next IST day and the loan continues. The loan read shows the exit as `cooling_off_exit`.
         */
        post: operations["requestCoolingOffExit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/disburse/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /** The disbursal record */
        get: operations["readDisbursal"];
        put?: never;
        /**
         * Disburse an Approved loan, once
         * @description Only an Approved loan, exactly once, on its start (the principal tranches' date). The body is optional. Answers in this order, each refusal paying nothing: 400 for the body (`transaction_time` in the future, more than 24 hours before the call or before the loan was booked is 400 naming it); 404; 409 `loan_not_approved`; 409 `already_disbursed` with `details.disbursed_at` (also for a concurrent second call); 409 `consent_missing` with `details.purposes` when the borrower's `bureau_pull` or `data_processing` consent is not in force (never given, or revoked); 409 `disbursal_date_missing` when the loan has no principal tranche (it has no Key Facts Statement either); 409 `kfs_not_accepted` without an acceptance of a KFS version whose `terms_hash` is the loan's as it stands (a change of terms after the acceptance issues a new version to accept); 409 `agreement_missing` without an agreement recorded through `agreement/` (an `agreement_date` in the body does not count), 409 `agreement_before_kfs` when it was executed at or before that acceptance; 409 `bank_account_not_verified` unless `bank_account_verification` is `verified` for the loan's current first `ac_number` and IFSC; 409 `nach_account_rejected` with `details.reason` while a mandate of the loan that failed with NPCI reason M013, M014 or M015 (the account holder's death, lunacy or insolvency) is not cleared by the lender's operations; 409 `disbursal_date_mismatch` with `details.expected` (the start) when `transaction_time`'s date in India is another day; 422 `disbursal_amount_mismatch` with `details.expected` when a body `amount` is more than ₹1 from the net amount due; 409 `utr_in_use` when the UTR is already recorded on any disbursal, of any partner. Pays the net amount due, the Key Facts Statement's `paid_at_disbursal`: `loan_amount` less the withhold tranches (`disbursal_type` 1, recorded as `withheld` and released later by operations, listed in `withheld_releases`) and less the principal tranches' deductions (`processing_fee`, `gst`, `pre_emi`, `subvention`, `upfront_emi`, `insurance`); the net amount due is what is recorded. Tranches stored before contract v2 that leave nothing to pay get 422 `inconsistent_terms`. `transaction_id` (the UTR) is required in production mode; demo mode generates one. The record keeps `breakdown` and `beneficiary` (its account number masked) as they were at disbursal (the verified account); the accepted KFS version becomes the loan's statement, with its own dates.
         */
        post: operations["disburseLoan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/history/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * The loan's history: who changed what, from what to what
         * @description Every event of the loan, oldest first (contract v3 section 12), each `{type, at, actor, data}`. The `booked` event keeps the body as booked; each `updated` event keeps `changes: [{path, from, to}]`: objects compared key by key down to their leaves (`bank_account.ifsc_code`), an array compared whole (a replaced `repayment_schedule` is one change with the whole old and new arrays), `from: null` for a field added and `to: null` for one removed. In every event account numbers show their last 4 digits when they have 8 or more, else their last 2 (`XXXXXXXX9012`, `XXX21`); PANs their first 3 and last character (`ABC******F`); CKYC numbers their last 4 digits. `policy_evaluated` events show the evaluation as the read does: of the exposure rule only whether it passed. An update that was refused (any 4xx) changed nothing and leaves no event. Not paginated: a loan's events are few (a booking, its updates until disbursal, its mandates' reports).
         */
        get: operations["readLoanHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * The current version of the Key Facts Statement, as a PDF in RBI's format
         * @description The version `kfs/` serves, on A4 pages: RBI's Annex A Part 1 and Part 2 with the annex's row numbers, Annex B's computation of the APR, and the repayment schedule. Every value is extractable as text; names print in Latin and the nine Indian scripts of contract section 8, shaped (a value with a character none of its fonts prints gets 422 `unprintable_text` naming it). A version's PDF is the same bytes and ETag on every fetch. Prints `kfs_id` and `version`. `lang=hi` prints every label in Hindi (Devanagari) and the values exactly as in English (amounts, dates, names, identifiers, the lender's configured texts); each language is its own byte-stable PDF with its own ETag. An unknown `lang` gets 400 `validation_error` naming `lang`. The JSON (`kfs/`) is the same whatever the language. Only an Approved loan has one (else 409 `loan_not_approved`, as a JSON error envelope); 409 `disbursal_date_missing` and 422 `inconsistent_terms` as for `kfs/`. An API client may have 2 PDF downloads in progress at once (the server's PDF_DOWNLOADS_PER_CLIENT); one more gets 429 `rate_limited`. When every PDF renderer is busy and its queue is full, a download that needs rendering gets 503 `service_unavailable`; a 304 never waits for a renderer. Both carry Retry-After.
         */
        get: operations["downloadKeyFactsStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * The current version of the Key Facts Statement, as JSON
         * @description RBI's Key Facts Statement (contract v3 section 11), the borrower's cash flows from the start (the principal tranches' date): Part 1 (amounts, instalments, fees split by payee, `net_disbursed` = `loan_amount` less the fees, `paid_at_disbursal` = what the disbursal pays, `released_later` = the withheld money by date, `total_payable` = the sum of the instalments, APR, contingent charges), `part_2` and `repayment_schedule` (an upfront EMI is instalment 1, due on the start and collected at disbursal). APR: the periodic internal rate of return of the borrower's dated flows (`paid_at_disbursal` at the start, `released_later` on their dates, each other instalment on its due date) x 12, 52 or 26, percent, two decimals; never missing. Versions (contract v3 section 12): a version is issued with the booking of an Approved loan, with every update or change of configuration that changes the `terms_hash` (SHA-256 of the RFC 8785 canonical JSON of the content without `kfs_id`, `version`, `terms_hash`, `generated_on`, `valid_until` and `accepted`; Part 2 and the contingent charges included), and by a read when the latest lapsed (`valid_until`) unaccepted; never after disbursal. A change of the partner's KFS settings or of the lender's configuration is found by the next read, acceptance or disbursal, which compares the content as it would be now with the latest version's. A version's content is byte-stable: served exactly as first issued, its `ETag` a hash of that content alone (`accepted` beside it does not change it). `kfs_id` is derived from the lead id, `version` and `terms_hash`. After disbursal the statement is the accepted version the disbursal relied on, with its own dates. Until disbursal the latest version, valid until the end (IST) of the third working day after it was issued. Only an Approved loan has one (else 409 `loan_not_approved`); a loan without a principal tranche gets 409 `disbursal_date_missing`; a loan booked before contract v3 whose flows have no single rate gets 422 `inconsistent_terms`.
         */
        get: operations["readKeyFactsStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs/{kfs_id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A version's kfs_id; another loan's gets 404 `not_found`. A malformed or unknown id gets 404 `not_found`. */
                kfs_id: string;
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * One version of the Key Facts Statement, as a PDF
         * @description The version `kfs/{kfs_id}/` serves, printed as `kfs.pdf` prints the current one: the same bytes and ETag on every fetch. `lang=hi` prints every label in Hindi (Devanagari) and the values exactly as in English (amounts, dates, names, identifiers, the lender's configured texts); each language is its own byte-stable PDF with its own ETag. An unknown `lang` gets 400 `validation_error` naming `lang`. The JSON (`kfs/`) is the same whatever the language. 404 `not_found` for a kfs_id the loan has not issued. An API client may have 2 PDF downloads in progress at once (the server's PDF_DOWNLOADS_PER_CLIENT); one more gets 429 `rate_limited`. When every PDF renderer is busy and its queue is full, a download that needs rendering gets 503 `service_unavailable`; a 304 never waits for a renderer. Both carry Retry-After.
         */
        get: operations["downloadKeyFactsStatementVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs/{kfs_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A version's kfs_id; another loan's gets 404 `not_found`. A malformed or unknown id gets 404 `not_found`. */
                kfs_id: string;
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * One version of the Key Facts Statement, as JSON
         * @description RBI's Key Facts Statement (contract v3 section 11), the borrower's cash flows from the start (the principal tranches' date): Part 1 (amounts, instalments, fees split by payee, `net_disbursed` = `loan_amount` less the fees, `paid_at_disbursal` = what the disbursal pays, `released_later` = the withheld money by date, `total_payable` = the sum of the instalments, APR, contingent charges), `part_2` and `repayment_schedule` (an upfront EMI is instalment 1, due on the start and collected at disbursal). APR: the periodic internal rate of return of the borrower's dated flows (`paid_at_disbursal` at the start, `released_later` on their dates, each other instalment on its due date) x 12, 52 or 26, percent, two decimals; never missing. The version exactly as issued, with its acceptance. 404 `not_found` for a kfs_id the loan has not issued (another loan's included).
         */
        get: operations["readKeyFactsStatementVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs/acceptance/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the borrower's acceptance of a version
         * @description The borrower's acceptance of the current version, with the evidence its channel needs: `otp` the OTP transaction's `reference` and the `mobile` it went to (the loan's `mobile_number`); `e_sign` the signed document's `document_sha256`; `click_wrap` the borrower's `ip` and `user_agent`; `physical` the signed statement (PDF, JPEG or PNG, at most 5 MiB, checked by content) in the multipart file field `signed_kfs`, with `kfs_id`, `accepted_at`, `channel` and `lang` as form fields. The service records it with its own `recorded_at`. Answers in this order: 400 (the body; missing evidence; `accepted_at` in the future); 404 (the loan; a kfs_id it has not issued); 409 `already_disbursed`; 409 `kfs_superseded` with `details.current_kfs_id` for a version that is not the current one; 409 `kfs_already_accepted`; 400 for `accepted_at` before the version's `generated_on` or an OTP `mobile` other than the loan's; 409 `kfs_expired` for `accepted_at` after its `valid_until`. An accepted version stays valid for disbursal after its `valid_until` until the terms change. An acceptance and an update that changes the terms are decided one after the other, so an acceptance never lands on a superseded version.
         */
        post: operations["acceptKeyFactsStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client/loan/{lead_id}/kfs/versions/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        /**
         * Every version of the Key Facts Statement, with its acceptance
         * @description Oldest first; the last is the current one (issued first if one is due, as `kfs/` does). Each without its content: fetch one by `kfs/{kfs_id}/`. Versions (contract v3 section 12): a version is issued with the booking of an Approved loan, with every update or change of configuration that changes the `terms_hash` (SHA-256 of the RFC 8785 canonical JSON of the content without `kfs_id`, `version`, `terms_hash`, `generated_on`, `valid_until` and `accepted`; Part 2 and the contingent charges included), and by a read when the latest lapsed (`valid_until`) unaccepted; never after disbursal. A change of the partner's KFS settings or of the lender's configuration is found by the next read, acceptance or disbursal, which compares the content as it would be now with the latest version's. A version's content is byte-stable: served exactly as first issued, its `ETag` a hash of that content alone (`accepted` beside it does not change it). `kfs_id` is derived from the lead id, `version` and `terms_hash`. After disbursal the statement is the accepted version the disbursal relied on, with its own dates. Refusals as for `kfs/`.
         */
        get: operations["listKeyFactsStatementVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nach/physical/{physical_nach_id}/form.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        /**
         * The pre-filled mandate form for the customer to sign
         * @description Drawn from the mandate's snapshot alone: the same bytes on every fetch, also after the loan is updated. Names print in Latin and the nine Indian scripts of contract section 8, shaped; a value with a character none of its fonts prints, or a signatory's name too long for its signature box at 5 pt, gets 422 `unprintable_text` naming it. An API client may have 2 PDF downloads in progress at once (the server's PDF_DOWNLOADS_PER_CLIENT); one more gets 429 `rate_limited`. When every PDF renderer is busy and its queue is full, a download that needs rendering gets 503 `service_unavailable`; a 304 never waits for a renderer. Both carry Retry-After.
         */
        get: operations["downloadNachForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nach/physical/{physical_nach_id}/status/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        /** A mandate's registration status */
        get: operations["readNachStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nach/physical/{physical_nach_id}/upload/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the signed form (PDF, JPEG or PNG, at most 5 MiB)
         * @description The body holds one part, the file in signed_nach. An API client may have two uploads in progress at once; a third gets 429 `rate_limited`. A body from which no byte comes for REQUEST_BODY_IDLE_TIMEOUT_MS (10 s by default) gets 408 `request_timeout`.
         */
        put: operations["uploadSignedNach"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nach/physical/initiate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a physical NACH mandate for an Approved loan
         * @description The body's terms are optional; each has the default the schema describes, and words are read in any case. Every value the form prints is fixed now and returned as `mandate`. Refusals in this order: 400 for the body itself; 404; 409 `loan_not_approved`, `loan_exited` (the borrower completed a cooling-off exit), `nach_type_mismatch`, `nach_already_active`, `nach_account_rejected` (an earlier mandate on the same account number and IFSC failed with an NPCI reason that says the account cannot take debits: M011-M015, M036, M037, M038, M054 until the first `ac_number` or `ifsc_code` changes; M057 until the signatories or `bank_account.ac_name` change; `details.reason`); 422 `bank_not_on_nach`; then the terms against the loan: 400 (a start before today, an end not after the start, an end with until_cancelled), 422 `unknown_account`, `account_type_not_allowed`; then whether the mandate can collect the schedule's instalments (an upfront EMI is not one): 422 `nach_frequency_unsupported` for a weekly, fortnightly or other loan where the lender's mandate category (`NACH_CATEGORY`, default L001) takes no as-presented debits; 422 `inconsistent_terms` naming each term at fault (`frequency`: a monthly loan takes monthly or as_presented, the others only as_presented; `start_date` after the first instalment due from today; `end_date` before the last instalment's due date; fixed debits with unequal instalments, a fixed amount other than the instalment, an instalment above ₹1 crore); 422 `mandate_amount_too_low` (`details.minimum`); 422 `mandate_amount_too_high` above 3 x the largest instalment (`details.maximum`; exactly that is accepted); 422 `account_not_verified` unless the mandate's account is the loan's verified one (its first `ac_number`, `bank_account_verification` verified).
         */
        post: operations["initiateNach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document (OpenAPI 3.1) */
        get: operations["readOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries with every attempt, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (same event id, fresh signature) */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner's webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint (production: https on a public address only)
         * @description A partner may have 10 endpoints (WEBHOOK_ENDPOINTS_PER_PARTNER); one more gets 409 `endpoint_limit_reached`. An endpoint that keeps getting no answer in time is paused, then disabled, with `disabled_reason` saying why. `event_types` subscribes it to some event types only (an unknown or repeated one gets 400 `validation_error` naming it); left out, it gets every type, including those added later.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change the event types an endpoint is sent
         * @description `event_types` replaces the subscription from the next event on (null: every type, including those added later); deliveries already queued are still sent. An unknown or repeated type gets 400 `validation_error` naming it, and nothing changes.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}/rotate/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's secret (shown once)
         * @description For 24 hours after a rotation every delivery carries two signatures in its `webhook-signature` header, space separated, newest first: one with the new secret and one with the previous, so a receiver that knows either verifies it; `previous_secret_expires_at` says when the previous one stops. A second rotation within those 24 hours drops the oldest secret at once: only the newest two ever sign. A deleted endpoint, or another partner's, is 404.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/endpoints/{id}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event to the endpoint now
         * @description One attempt, made before this answers (at most WEBHOOK_TIMEOUT_MS, 15 s by default), to this endpoint only, whatever event types it subscribes to. The answer is the delivery as the deliveries log shows it: `status` succeeded with the receiver's `http_status`, or failed with the attempt's `http_status` or `error`; a test event is not retried, but can be sent again with POST /api/v1/webhooks/deliveries/{id}/retry/. A disabled endpoint gets 409 `endpoint_disabled`; a deleted one 404. A partner may have 2 test events under way at once; a third gets 429 `rate_limited`.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "bank_account.verification_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank's answer on a loan's account was recorded
         * @description When operations (or a penny-drop provider) record the bank's answer on a pending verification, as the read's `bank_account_verification` shows it: the account number masked. A verification settled within a booking or an update is in that call's answer, not sent.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["bankAccountVerificationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kfs.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The borrower's acceptance of a KFS version was recorded
         * @description How and when; the evidence (the OTP's mobile, the IP, the signed scan) stays in the acceptance record.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["kfsAccepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kfs.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new version of a loan's Key Facts Statement was issued
         * @description At booking, on an update that changes the terms, on a change of configuration, or when the latest version lapsed unaccepted (`reason`). The borrower must accept it before disbursal.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["kfsIssued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loan.cooling_off_exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A cooling-off exit was requested, completed or lapsed
         * @description `status` requested: POST .../cooling-off-exit/ recorded it; completed: operations recorded the repayment (an active mandate's cancellation follows as `physical_nach.status_update` with `cancelled`); lapsed: it was not repaid by `pay_by`.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["loanCoolingOffExit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loan.disbursed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A loan was disbursed
         * @description Sent once, when POST .../disburse/ records the payout: the disbursal record with the loan's `partner_loan_id`.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["loanDisbursed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loan.withheld_released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operations released a withhold tranche's money
         * @description Sent once per withhold tranche, when operations record its release to the account the disbursal paid.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["loanWithheldReleased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "physical_nach.status_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A mandate's registration status was reported
         * @description Every status a mandate reaches: registered, failed, expired, and cancelled (a completed cooling-off exit cancels the loan's mandate).
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["nachStatusUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event, sent on request
         * @description Sent only by POST /api/v1/webhooks/endpoints/{id}/test/, to that endpoint alone, whatever event types it subscribes to; it is never retried.
         *
         *     Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.
         */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description 422 `account_not_verified`: A NACH initiation on an account that is not verified: the loan's latest bank-account verification is not `verified`, or is of another account than the mandate's (a mandate takes only the first account number, once verified). What to do: Mandate the loan's verified first account; wait for a pending verification or correct the account first.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "account_not_verified",
         *         "message": "The mandate's account is not verified (pending: awaiting_operations); a mandate takes only the verified account",
         *         "details": {
         *           "status": "pending",
         *           "reason": "awaiting_operations"
         *         }
         *       }
         *     }
         */
        AccountNotVerifiedError: {
            error: {
                /** @constant */
                code: "account_not_verified";
                details: {
                    /** @description The verification's reason, as the read shows it */
                    reason: string | null;
                    /**
                     * @description The account's verification (bank_account_verification.status); null when the account the loan has now was never verified
                     * @enum {string|null}
                     */
                    status: "pending" | "failed" | null;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `account_type_not_allowed`: A NACH initiation for a cash-credit (`cc`, NPCI M030) or NRE (`sb_nre`, NPCI M051) account, which banks do not register. What to do: Use a savings, current or other account the bank registers for NACH.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "account_type_not_allowed",
         *         "message": "Banks do not register NACH mandates on NRE accounts (NPCI reason M051); choose a savings, current, SB-NRO or other account",
         *         "details": {
         *           "account_type": "sb_nre"
         *         }
         *       }
         *     }
         */
        AccountTypeNotAllowedError: {
            error: {
                /** @constant */
                code: "account_type_not_allowed";
                details: {
                    /** @enum {string} */
                    account_type: "cc" | "sb_nre";
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /** @description The loan agreement as recorded; it sets the loan's agreement_date (its IST date) and agreement_signature_type */
        Agreement: {
            document_sha256: string;
            /** Format: date-time */
            executed_at: string;
            /**
             * Format: uuid
             * @description The accepted KFS version the agreement follows
             */
            kfs_id: string;
            /** Format: uuid */
            lead_id: string;
            /**
             * Format: date-time
             * @description When the service recorded it
             */
            recorded_at: string;
            reference: string | null;
            /** @description agreement_signature_type's code: 1 (physical), 2 (e-signature), 3 (click-wrap) */
            signature_type: number;
        };
        /**
         * @description 409 `agreement_before_kfs`: An agreement executed at or before the acceptance of the KFS version of the loan's current terms: the borrower must accept the statement before signing (RBI). Record the agreement executed after the acceptance. Nothing is recorded or paid. What to do: Have the borrower accept the current KFS, then execute and record the agreement after that acceptance.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "agreement_before_kfs",
         *         "message": "The agreement was executed before the borrower accepted the current Key Facts Statement",
         *         "details": {
         *           "accepted_at": "2026-11-22T09:28:56.123Z"
         *         }
         *       }
         *     }
         */
        AgreementBeforeKfsError: {
            error: {
                /** @constant */
                code: "agreement_before_kfs";
                details: {
                    /**
                     * Format: date-time
                     * @description When the borrower accepted the current version
                     */
                    accepted_at: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `agreement_missing`: A disbursal of a loan with no agreement recorded through POST .../agreement/ (an agreement_date sent in the loan body does not count). Nothing is paid. What to do: Record the executed agreement (POST .../agreement/), then disburse.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "agreement_missing",
         *         "message": "The loan has no agreement recorded: POST the executed agreement to .../agreement/ first",
         *         "details": {}
         *       }
         *     }
         */
        AgreementMissingError: {
            error: {
                /** @constant */
                code: "agreement_missing";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        AgreementRequest: {
            /** @description SHA-256 of the executed agreement */
            document_sha256: string;
            /**
             * Format: date-time
             * @description When the agreement was executed: not in the future (400), after the acceptance of the current KFS (409 `agreement_before_kfs`). ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.
             */
            executed_at: string;
            /** @description The partner's or e-sign provider's reference for the document */
            reference?: string;
            /** @description Code or word: 1 (physical), 2 (e-signature), 3 (click-wrap). Returned as the code. */
            signature_type: number | string;
        };
        /**
         * @description 409 `already_disbursed`: The loan was disbursed before (also when two disbursals race); `details.disbursed_at` says when. What to do: Nothing to do: read the disbursal (GET .../disburse/) for the record that stands.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "already_disbursed",
         *         "message": "The loan has already been disbursed",
         *         "details": {
         *           "disbursed_at": "2026-11-22T09:28:56.123Z"
         *         }
         *       }
         *     }
         */
        AlreadyDisbursedError: {
            error: {
                /** @constant */
                code: "already_disbursed";
                details: {
                    /** Format: date-time */
                    disbursed_at: string | null;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `bank_account_not_verified`: A disbursal to an account that is not verified: the loan's latest bank-account verification (`bank_account_verification` in the read) is not `verified`, or is not of the loan's current first `ac_number` and `ifsc_code`. Nothing is paid. What to do: Read `bank_account_verification`: wait for a pending one, or correct the account (number, IFSC, `ac_name`) so it is verified again.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "bank_account_not_verified",
         *         "message": "The account the loan pays into is not verified (failed: name_mismatch); nothing was paid",
         *         "details": {
         *           "status": "failed",
         *           "reason": "name_mismatch"
         *         }
         *       }
         *     }
         */
        BankAccountNotVerifiedError: {
            error: {
                /** @constant */
                code: "bank_account_not_verified";
                details: {
                    /** @description The verification's reason, as the read shows it */
                    reason: string | null;
                    /**
                     * @description The account's verification (bank_account_verification.status); null when the account the loan has now was never verified
                     * @enum {string|null}
                     */
                    status: "pending" | "failed" | null;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        BankAccountVerification: {
            /** @description The account number verified, masked: its last 4 digits when it has 8 or more, else its last 2 */
            ac_number: string;
            /** @enum {string} */
            method: "sandbox" | "penny_drop" | "manual";
            /** @description The account holder's name as the bank gave it; null while pending or when the account failed */
            name_at_bank: string | null;
            /** @description The lower of the name at the bank's scores against full_name and the PAN item's kyc_name (docs/decisions/0132-name-matcher.md); null without a name */
            name_match_score: number | null;
            /** @description Why it is pending or failed; null when verified */
            reason: ("account_closed" | "account_not_found" | "account_frozen" | "entity_name" | "name_mismatch" | "initial_for_name" | "awaiting_bank" | "awaiting_operations") | null;
            /** @enum {string} */
            status: "verified" | "pending" | "failed";
            /** @description When the answer was had (ISO 8601 UTC); null while pending */
            verified_at: string | null;
        };
        /**
         * @example {
         *       "entity": "bank_account",
         *       "payload": {
         *         "status": "verified",
         *         "ac_number": "XXXXXXXX9012",
         *         "name_at_bank": "ASHA VERMA",
         *         "name_match_score": 100,
         *         "reason": null,
         *         "method": "manual",
         *         "verified_at": "2026-11-21T12:00:05.310Z",
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "partner_loan_id": "PL-2026-000123"
         *       },
         *       "event": "bank_account.verification_updated",
         *       "id": "019a9a10-6c2d-7e3f-8a4b-5c6d7e8f9a06",
         *       "created_at": "2026-11-21T12:00:05.310Z"
         *     }
         */
        BankAccountVerificationEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "bank_account";
            /** @constant */
            event: "bank_account.verification_updated";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["BankAccountVerificationPayload"];
        };
        /** @description The verification's settled result when operations or a penny-drop provider record the bank's answer, as the loan's read shows it in `bank_account_verification` (the account number masked). */
        BankAccountVerificationPayload: {
            /** @description The account number verified, masked: its last 4 digits when it has 8 or more, else its last 2 */
            ac_number: string;
            /** Format: uuid */
            lead_id: string;
            /** @enum {string} */
            method: "sandbox" | "penny_drop" | "manual";
            /** @description The account holder's name as the bank gave it; null while pending or when the account failed */
            name_at_bank: string | null;
            /** @description The lower of the name at the bank's scores against full_name and the PAN item's kyc_name (docs/decisions/0132-name-matcher.md); null without a name */
            name_match_score: number | null;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /** @description Why it is pending or failed; null when verified */
            reason: ("account_closed" | "account_not_found" | "account_frozen" | "entity_name" | "name_mismatch" | "initial_for_name" | "awaiting_bank" | "awaiting_operations") | null;
            /** @enum {string} */
            status: "verified" | "pending" | "failed";
            /** @description When the answer was had (ISO 8601 UTC); null while pending */
            verified_at: string | null;
        };
        /**
         * @description 422 `bank_not_on_nach`: A NACH initiation for a loan whose IFSC's bank does not take ACH debits (`ach_debit` in the published IFSC data), which paper mandates use. What to do: Ask the borrower for an account at a bank that takes ACH debits.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "bank_not_on_nach",
         *         "message": "Airtel Payments Bank does not take ACH debits, which a paper NACH mandate needs; use an account at another bank",
         *         "details": {}
         *       }
         *     }
         */
        BankNotOnNachError: {
            error: {
                /** @constant */
                code: "bank_not_on_nach";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description An optional field sent as "" or null is treated as not sent; a required field sent so is refused as missing ("is required").
         * @example {
         *       "partner_loan_id": "PL-2026-000123",
         *       "mobile_number": "9876543210",
         *       "full_name": "Asha Verma",
         *       "email": "asha.verma@example.com",
         *       "gender": "female",
         *       "date_of_birth": "12-Mar-1990",
         *       "pincode": 560001,
         *       "monthly_income": 85000,
         *       "monthly_emi": 5000,
         *       "credit_score": 760,
         *       "employment_type": "salaried",
         *       "company_name": "Infosys",
         *       "loan_application_date": "2026-11-20",
         *       "loan_tenure": 24,
         *       "agreement_date": "2026-11-21",
         *       "loan_amount": 200000,
         *       "interest_rate": 14.5,
         *       "loan_type": "personal_loan",
         *       "bank_account": {
         *         "ac_number": [
         *           "123456789012"
         *         ],
         *         "ifsc_code": "HDFC0001234",
         *         "nach_type": "physical",
         *         "ac_name": "Asha Verma"
         *       },
         *       "kyc": [
         *         {
         *           "kyc_type": "pan",
         *           "identifier": "ABCPV1234F",
         *           "verified_using": "registry-api",
         *           "kyc_name": "Asha Verma"
         *         },
         *         {
         *           "kyc_type": "aadhaar",
         *           "identifier": "1234",
         *           "verified_using": "offline-eKYC"
         *         }
         *       ],
         *       "disbursal_detail": [
         *         {
         *           "date": "2026-11-22",
         *           "amount": 200000,
         *           "processing_fee": 2000,
         *           "gst": 360
         *         }
         *       ],
         *       "additional_variables": {
         *         "foir": 0.3,
         *         "no_of_enquiries": 1,
         *         "no_of_tradeline_30_plus_3_month": 0,
         *         "no_of_tradeline_60_plus_6_month": 0,
         *         "no_of_tradeline_90_plus_ever": 0
         *       },
         *       "co_applicant_details": [
         *         {
         *           "co_full_name": "Ravi Verma",
         *           "co_relation": "spouse",
         *           "co_pancard": "BCDPV2345G"
         *         }
         *       ],
         *       "consents": [
         *         {
         *           "purpose": "bureau_pull",
         *           "given_at": "2026-11-20T09:28:56.123Z",
         *           "text_version": "v1",
         *           "channel": "web",
         *           "ip": "203.0.113.7"
         *         },
         *         {
         *           "purpose": "data_processing",
         *           "given_at": "2026-11-20T09:28:56.123Z",
         *           "text_version": "v1",
         *           "channel": "web",
         *           "ip": "203.0.113.7"
         *         }
         *       ]
         *     }
         */
        Booking: {
            /** @description Bureau data the policy reads. The `bureau_data` rule fails unless no_of_enquiries and the three tradeline counts are all given: a missing count is never read as 0. */
            additional_variables?: {
                /** @description The partner's FOIR (0-5); it can make the `foir` rule stricter, never looser. */
                foir?: number | ("" | null);
                iir?: number | ("" | null);
                no_of_enquiries?: number | ("" | null);
                no_of_tradeline_30_plus_3_month?: number | ("" | null);
                no_of_tradeline_60_plus_6_month?: number | ("" | null);
                no_of_tradeline_90_plus_ever?: number | ("" | null);
            } | ("" | null);
            /** @description Free text; may not hold a full Aadhaar number (12 digits with a valid check digit, together or in groups of four apart by spaces or punctuation, in any script's digits). The same holds for company_name, every kyc item's verification_id and address, and the co-applicants' co_address and co_email. */
            address?: string | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, not before loan_application_date and not after today (IST). */
            agreement_date?: string | ("" | null);
            /** @description Code or word: 1 (physical), 2 (e-signature), 3 (click-wrap). Returned as the code. */
            agreement_signature_type?: (number | string) | ("" | null);
            bank_account: {
                ac_name: string;
                /** @description Account number(s): 1-3 strings of 5-30 digits; a single string is stored as a one-item array. */
                ac_number: string | string[];
                /** @description `^[A-Z]{4}0[A-Z0-9]{6}$` (trimmed and upper-cased first) and present in the published IFSC list (the `ifsc` package's offline data). */
                ifsc_code: string;
                /** @description Code or word: 1 (physical), 2 (api-mandate). Returned as the code. */
                nach_type: number | string;
                /** @description The mandate's UMRN: 1-20 printable ASCII characters; the service writes it when the mandate is registered. */
                nach_umrn?: string | ("" | null);
            };
            /** @description The customer's Central KYC number: a string of 14 digits. The customer's Central KYC number: exactly 14 digits. */
            ckyc_no?: string | ("" | null);
            /** @description At most 10. Each co_pancard differs from the borrower's PAN and from every other co-applicant's. */
            co_applicant_details?: {
                /** @description The last 4 digits of the co-applicant's Aadhaar, as a string of exactly 4 digits. */
                co_aadhaar?: (string | number) | ("" | null);
                co_address?: string | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, makes the co-applicant 18-70 years old at loan_application_date. */
                co_dob?: string | ("" | null);
                co_email?: string | ("" | null);
                co_full_name: string;
                /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
                co_gender?: (number | string) | ("" | null);
                /** @description An individual's PAN (`^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`), not the borrower's and not another co-applicant's. */
                co_pancard?: string | ("" | null);
                co_phone?: string | ("" | null);
                co_pincode?: string | ("" | null);
                /** @description Code or word: 1 (spouse), 2 (father), 3 (mother), 4 (sibling), 5 (son), 6 (daughter), 7 (other). Returned as the code. */
                co_relation: number | string;
            }[] | ("" | null);
            company_name?: string | ("" | null);
            /** @description The consents the borrower gave before booking (contract v3 section 12). The policy's `consent` rule needs `bureau_pull` and `data_processing` here, given at most 90 days before the booking; consents sent later never satisfy it. Not part of the loan body: PUT and PATCH refuse it. */
            consents?: {
                /** @enum {string} */
                channel: "web" | "app" | "assisted" | "paper";
                /**
                 * Format: date-time
                 * @description When the borrower gave the consent: ISO 8601 with its zone, not in the future; returned as UTC.
                 */
                given_at: string;
                /** @description Required for web and app: the address the borrower's consent came from. */
                ip?: (string) | ("" | null);
                /** @enum {string} */
                purpose: "bureau_pull" | "data_processing" | "nach_debit";
                /** @description Required for paper and assisted: the signed form's number. */
                reference?: string | ("" | null);
                /**
                 * @description The lender's registered consent text the borrower agreed to (configuration CONSENT_TEXT_VERSIONS; demo: v1).
                 * @example v1
                 */
                text_version: string;
            }[] | ("" | null);
            /** @description 300-900, or -1 to 10 for a new-to-credit customer; the `credit_score` rule fails a missing or new-to-credit score. */
            credit_score?: number | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. In the past; fixed at booking. The policy's `age` and `age_at_maturity` rules read it. */
            date_of_birth: string;
            /** @description The payout (contract v3 section 4). The tranches' amounts, principal and withhold together, sum to loan_amount within ₹1. At least one principal tranche (disbursal_type 0), all principal tranches on one date: the start, the day the money is paid and the disbursal's date (staged disbursal is refused). In each principal tranche the deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) are less than its amount, and gst, when given with a processing_fee, is 18 % of it within ₹1. A withhold tranche (1) carries no deductions, is released on its date, on or after the start and at most 120 days after it, and the withhold tranches together hold back at most 25 % of loan_amount. hold_amount, coupon_amount and downpayment are 0 or absent. An upfront_emi is instalment 1: the schedule's first row, due on the start, of that amount. No tranche date is before loan_application_date. Otherwise 422 `inconsistent_terms`. Without a principal tranche the loan has no Key Facts Statement and cannot be disbursed (409 `disbursal_date_missing`). */
            disbursal_detail?: {
                amount: number;
                /** @description Coupon amount given to the customer. */
                coupon_amount?: number | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                date: string;
                /** @description Code or word: 0 (principal), 1 (withhold). Returned as the code. */
                disbursal_type?: number | string;
                downpayment?: number | ("" | null);
                gst?: number | ("" | null);
                /** @description Amount held on a temporary basis. */
                hold_amount?: number | ("" | null);
                insurance?: number | ("" | null);
                pre_emi?: number | ("" | null);
                processing_fee?: number | ("" | null);
                subvention?: number | ("" | null);
                upfront_emi?: number | ("" | null);
            }[] | ("" | null);
            /** @description An e-mail address; like every free-text field it may not hold a full Aadhaar number (12 digits with a valid check digit, however grouped or separated). */
            email?: string | ("" | null);
            /** @description Code or word: 0 (unemployed), 1 (salaried), 2 (self_employed), 3 (self_employed_professional), 4 (agriculture). Returned as the code. The `employment` rule fails when it is missing or 0 (unemployed). */
            employment_type?: (number | string) | ("" | null);
            fathers_name?: string | ("" | null);
            /** @description Fixed at booking. */
            full_name: string;
            /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
            gender: number | string;
            interest_rate: number;
            kyc: {
                address?: string | ("" | null);
                /** @description For a pan item the PAN, `^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`: the fourth letter P marks an individual's PAN (a company's or trust's cannot borrow here). For an aadhaar item the last 4 digits as a string of exactly 4 digits: a number such as 123 is refused, never padded, and a full Aadhaar number is refused and never stored. Fixed at booking. */
                identifier: string | number;
                /** @description Defaults to true; any item with false declines the whole request (422 `kyc_not_verified`), nothing stored. */
                is_verified?: boolean;
                kyc_name?: string | ("" | null);
                /** @description Code or word: 1 (aadhaar), 2 (pan). Returned as the code. */
                kyc_type: number | string;
                verification_id?: string | ("" | null);
                /** @description Code or word: 1 (image), 2 (registry-api), 3 (offline-eKYC). Returned as the code. */
                verified_using?: (number | string) | ("" | null);
            }[];
            loan_amount: number;
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. At booking, not after today and at most 30 days before today, where today is the calendar date in India Standard Time (UTC+05:30): a booking at 23:59 UTC is already the next day. Fixed at booking. */
            loan_application_date: string;
            /** @description Number of monthly EMIs, 1-600; a string of digits is accepted. */
            loan_tenure: number | string;
            /** @description Code or word: 1 (personal_loan), 2 (education_loan). Returned as the code. */
            loan_type?: (number | string) | ("" | null);
            /** @description 10 digits starting 6-9; fixed at booking. */
            mobile_number: string;
            /** @description Existing monthly obligations; the `foir` rule takes the larger of this and additional_variables.foir x monthly_income. */
            monthly_emi?: number | ("" | null);
            monthly_income: number;
            mothers_name?: string | ("" | null);
            /** @description The partner's own id for the loan, unique per partner; fixed at booking. 1-64 printable ASCII characters (letters, digits, spaces and punctuation), with no space at either end. */
            partner_loan_id: string;
            /** @description Code or word: 1 (monthly), 2 (weekly), 3 (fortnightly), 4 (other). Returned as the code. */
            payment_frequency?: (number | string) | ("" | null);
            pincode: number;
            repayment_count?: number | ("" | null);
            /** @description When given, the whole schedule, and the loan the policy judges (contract v3 section 4). Each due_amount equals principal_amount + interest_amount within ₹1 and the principal amounts sum to loan_amount within ₹1. Count: loan_tenure rows for a monthly loan, round(loan_tenure x 52 / 12) weekly and round(loan_tenure x 26 / 12) fortnightly within 1, and repayment_count, when given, equal to the rows. Spacing: monthly rows in consecutive calendar months, weekly 7 days apart, fortnightly 14; `other` strictly increasing with no gap over 366 days. Span: the first due date after the start (the principal tranches' date) and at most one period and 30 days after it; the last at most loan_tenure months and 30 days after it. Rate: the schedule's implied rate (the IRR of loan_amount at the start, less pre_emi, against each due amount at its date) within 0.25 points of interest_rate, or the payments discounted at interest_rate worth loan_amount within ₹1 a row. Without it the service computes the schedule from the start (frequency `other` needs one). Otherwise 422 `inconsistent_terms`, each failure by its path. */
            repayment_schedule?: {
                due_amount: number;
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                due_date: string;
                interest_amount?: number | ("" | null);
                principal_amount?: number | ("" | null);
            }[] | ("" | null);
        };
        /**
         * @example {
         *       "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *       "loan_account_number": "LD4821937065",
         *       "status": "Approved"
         *     }
         * @example {
         *       "lead_id": "019a8f3c-7d10-7a22-8b5e-9c0d1e2f3a4b",
         *       "loan_account_number": "LD1930482756",
         *       "status": "Rejected",
         *       "rejection_reason": "Rejected by policy 2026-11.4: credit score 600 is below the minimum of 650."
         *     }
         */
        BookingResult: {
            /** Format: uuid */
            lead_id: string;
            loan_account_number: string;
            rejection_reason?: string;
            /** @enum {string} */
            status: "Approved" | "Rejected";
        };
        /**
         * @description 409 `consent_missing`: A disbursal while the borrower's consent to `bureau_pull` or `data_processing` is not in force: never given, or revoked by a later revocation (POST `.../consents/`). `details.purposes` names them. Nothing is paid. What to do: Record the borrower's consents (POST .../consents/) for the purposes `details.purposes` names, then disburse.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "consent_missing",
         *         "message": "The loan cannot be disbursed without the borrower's consent in force for data_processing",
         *         "details": {
         *           "purposes": [
         *             "data_processing"
         *           ]
         *         }
         *       }
         *     }
         */
        ConsentMissingError: {
            error: {
                /** @constant */
                code: "consent_missing";
                details: {
                    /** @description The purposes missing or revoked */
                    purposes: ("bureau_pull" | "data_processing")[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description Consents the borrower gave after booking, and revocations. Nothing already recorded is changed or deleted.
         * @example {
         *       "consents": [
         *         {
         *           "purpose": "nach_debit",
         *           "given_at": "2026-11-21T10:02:11.000+05:30",
         *           "text_version": "v1",
         *           "channel": "paper",
         *           "reference": "FORM-2026-0042"
         *         }
         *       ],
         *       "revocations": [
         *         {
         *           "purpose": "bureau_pull",
         *           "revoked_at": "2026-11-22T06:15:00.000Z"
         *         }
         *       ]
         *     }
         */
        ConsentsRequest: {
            consents?: {
                /** @enum {string} */
                channel: "web" | "app" | "assisted" | "paper";
                /**
                 * Format: date-time
                 * @description When the borrower gave the consent: ISO 8601 with its zone, not in the future; returned as UTC.
                 */
                given_at: string;
                /** @description Required for web and app: the address the borrower's consent came from. */
                ip?: (string) | ("" | null);
                /** @enum {string} */
                purpose: "bureau_pull" | "data_processing" | "nach_debit";
                /** @description Required for paper and assisted: the signed form's number. */
                reference?: string | ("" | null);
                /**
                 * @description The lender's registered consent text the borrower agreed to (configuration CONSENT_TEXT_VERSIONS; demo: v1).
                 * @example v1
                 */
                text_version: string;
            }[] | ("" | null);
            revocations?: {
                /** @enum {string} */
                purpose: "bureau_pull" | "data_processing" | "nach_debit";
                /**
                 * Format: date-time
                 * @description When the borrower revoked it: ISO 8601 with its zone, not in the future.
                 */
                revoked_at: string;
            }[] | ("" | null);
        };
        ConsentsResult: {
            consents: components["schemas"]["StoredConsents"];
        };
        /** @description A borrower's exit from a digital loan within its cooling-off period (contract v3 section 12). Unreleased withheld money is cancelled when the exit completes; an initiated or registered mandate is then cancelled and the loan stops counting for exposure. */
        CoolingOffExit: {
            /** @description Rupees: principal + interest */
            amount_due: number;
            /** @description The APR of the Key Facts Statement frozen at disbursal, percent, two decimals */
            apr: number;
            /** @description IST calendar days from the disbursal's date to the request's, at least 1: the days interest is charged for */
            days: number;
            /** @description Rupees: principal x apr / 100 x days / 365, rounded half-up to the paisa; no fee or charge is collected */
            interest: number;
            /**
             * Format: date
             * @description The last IST day to repay: the request's IST date + COOLING_OFF_PAY_DAYS
             */
            pay_by: string;
            /** @description Rupees: the KFS's paid_at_disbursal plus the withheld money already released */
            principal: number;
            /** @description The borrower's repayment as operations recorded it; null until the exit is completed */
            received: {
                /** @description Rupees received, at least amount_due */
                amount: number;
                /** Format: date-time */
                received_at: string;
                /** @description The repayment's UTR */
                transaction_id: string;
            } | null;
            /**
             * Format: date-time
             * @description When the request was recorded
             */
            requested_at: string;
            /**
             * @description requested until operations record the borrower's repayment (then completed); a request not repaid by pay_by is lapsed from the next IST day, and the loan continues
             * @enum {string}
             */
            state: "requested" | "completed" | "lapsed";
        };
        /**
         * @description 409 `cooling_off_exit_exists`: A second cooling-off exit request for a loan (a loan takes one, whatever became of it); in the portal, a withheld release while the borrower's exit request stands. Nothing is recorded. What to do: Read the loan's history for the existing request; a loan takes one.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "cooling_off_exit_exists",
         *         "message": "The borrower has already asked to exit this loan; a loan takes one cooling-off exit request",
         *         "details": {}
         *       }
         *     }
         */
        CoolingOffExitExistsError: {
            error: {
                /** @constant */
                code: "cooling_off_exit_exists";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        CoolingOffExitRequest: Record<string, never>;
        /**
         * @description 409 `cooling_off_not_applicable`: A cooling-off exit request for a loan that is not digital: its Key Facts Statement, frozen at disbursal, offers no cooling-off (the partner was not configured as a lending service provider). Nothing is recorded. What to do: Nothing to do: this loan's KFS offers no cooling-off; the borrower may prepay under its terms.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "cooling_off_not_applicable",
         *         "message": "The loan is not a digital loan: its Key Facts Statement offers no cooling-off exit",
         *         "details": {}
         *       }
         *     }
         */
        CoolingOffNotApplicableError: {
            error: {
                /** @constant */
                code: "cooling_off_not_applicable";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `cooling_off_over`: A cooling-off exit request after the period: `cooling_off_days` IST calendar days after the IST date of `disbursed_at`, that day not counted; `details.last_day` is the period's last day. Nothing is recorded. What to do: The exit window has closed (`details.last_day`); the borrower may prepay under the loan's terms instead.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "cooling_off_over",
         *         "message": "The cooling-off period of 3 days ended on 2026-11-13 (India time)",
         *         "details": {
         *           "last_day": "2026-11-13"
         *         }
         *       }
         *     }
         */
        CoolingOffOverError: {
            error: {
                /** @constant */
                code: "cooling_off_over";
                details: {
                    /** Format: date */
                    last_day: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `customer_identifier_immutable`: An update changes a field fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, a kyc item's type and identifier). What to do: Leave those fields as booked; a different customer is a new application.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "customer_identifier_immutable",
         *         "message": "Customer identifier information cannot be changed: mobile_number",
         *         "details": {
         *           "fields": [
         *             "mobile_number"
         *           ]
         *         }
         *       }
         *     }
         */
        CustomerIdentifierImmutableError: {
            error: {
                /** @constant */
                code: "customer_identifier_immutable";
                details: {
                    /** @description The fixed fields the update would change */
                    fields: string[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `disbursal_amount_mismatch`: The disbursal's `amount` is more than ₹1 away from the net amount due (the principal tranches less their deductions); `details.expected` gives it. Nothing is disbursed. What to do: Send `details.expected` as the amount, or send no amount at all.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "disbursal_amount_mismatch",
         *         "message": "The amount is not the net amount due, 197640.00",
         *         "details": {
         *           "expected": 197640
         *         }
         *       }
         *     }
         */
        DisbursalAmountMismatchError: {
            error: {
                /** @constant */
                code: "disbursal_amount_mismatch";
                details: {
                    /** @description The net amount due, in rupees */
                    expected: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /** @description The account paid, as at disbursal: the loan's first bank account number. */
        DisbursalBeneficiary: {
            ac_name: string;
            /**
             * @description Masked, keeping its length: its last 4 digits when it has 8 or more, its last 2 otherwise.
             * @example XXXXXXXXXX7890
             * @example XXX45
             */
            ac_number: string;
            ifsc_code: string;
        };
        /** @description Rupees, as at disbursal. Each deduction is summed over the principal tranches (a withhold tranche carries none). */
        DisbursalBreakdown: {
            /** @description loan_amount less the withheld money: the principal paid now, before deductions. */
            gross: number;
            gst: number;
            insurance: number;
            /** @description gross less the six deductions: the amount paid out, equal to the Key Facts Statement's `paid_at_disbursal`. */
            net: number;
            pre_emi: number;
            processing_fee: number;
            subvention: number;
            upfront_emi: number;
            /** @description The withhold tranches' amounts summed: sanctioned, not paid out. */
            withheld: number;
            /** @description One entry per withhold tranche, in the loan's order, each due on its tranche's date; empty when nothing is withheld. */
            withheld_releases: components["schemas"]["WithheldRelease"][];
        };
        /**
         * @description 409 `disbursal_date_mismatch`: A disbursal whose `transaction_time`, as a date in India, is not the loan's start (the principal tranches' date, `details.expected`). To pay on another day, change the tranches' date first (new terms). Nothing is recorded. What to do: Disburse on `details.expected`, or change the principal tranches' date (new terms, a new KFS to accept) first.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "disbursal_date_mismatch",
         *         "message": "The loan is paid on its start, 2026-11-24, the principal tranches' date, not on 2026-11-25; to pay on another day, change the tranches' date first",
         *         "details": {
         *           "expected": "2026-11-24"
         *         }
         *       }
         *     }
         */
        DisbursalDateMismatchError: {
            error: {
                /** @constant */
                code: "disbursal_date_mismatch";
                details: {
                    /**
                     * Format: date
                     * @description The start, YYYY-MM-DD
                     */
                    expected: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded. What to do: Add a principal tranche dated the day of payment (PUT or PATCH the loan), then disburse on that day.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "disbursal_date_missing",
         *         "message": "The loan has no principal tranche, so no day to pay it on: send one dated the day of payment first",
         *         "details": {}
         *       }
         *     }
         */
        DisbursalDateMissingError: {
            error: {
                /** @constant */
                code: "disbursal_date_missing";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        DisbursalRecord: {
            /** @description Rupees paid out: the net amount due (breakdown.net). */
            amount: number;
            /** @description The account paid, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no beneficiary. */
            beneficiary: components["schemas"]["DisbursalBeneficiary"] | null;
            /** @description How the amount was reached, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no breakdown. */
            breakdown: components["schemas"]["DisbursalBreakdown"] | null;
            /** Format: uuid */
            lead_id: string;
            loan_account_number: string;
            /** @constant */
            status: "Disbursed";
            /** @description The bank's UTR; null only on a disbursal recorded before UTRs were required (2026-11, migration 0010). */
            transaction_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            transaction_time: string;
        };
        /**
         * @example {
         *       "amount": 197640,
         *       "transaction_time": "2026-11-22T11:30:00",
         *       "transaction_id": "HDFCN52026112212345678"
         *     }
         */
        DisbursalRequest: {
            /** @description Rupees. When sent, must equal the net amount due within ₹1 (else 422 `disbursal_amount_mismatch` with `details.expected`); the net amount due is what is recorded. */
            amount?: number | ("" | null);
            /** @description The bank's UTR: 12-22 upper-case letters and digits (IMPS 12, NEFT 16, RTGS 22). Required in production mode; demo mode generates one when absent. */
            transaction_id?: string | ("" | null);
            /** @description Bank transaction time in India Standard Time: YYYY-MM-DDTHH:mm:ss or 19-Apr-2022 00:00:00. Defaults to now; neither in the future, nor more than 24 hours before the call, nor before the loan was booked (400 `validation_error`). Its date in India must be the loan's start, the principal tranches' date (else 409 `disbursal_date_mismatch` with `details.expected`). */
            transaction_time?: string | ("" | null);
        };
        /**
         * @description 409 `duplicate_partner_loan_id`: This partner already booked a loan with this partner_loan_id; `details` names it. What to do: Read the loan already booked (its `lead_id` is in `details`) instead of booking again, or use a new partner_loan_id for a new application.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "duplicate_partner_loan_id",
         *         "message": "Partner Loan ID already exists",
         *         "details": {
         *           "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *           "loan_account_number": "LD4821937065"
         *         }
         *       }
         *     }
         */
        DuplicatePartnerLoanIdError: {
            error: {
                /** @constant */
                code: "duplicate_partner_loan_id";
                details: {
                    /** Format: uuid */
                    lead_id: string;
                    loan_account_number: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `endpoint_disabled`: A test event to an endpoint that is disabled (it kept timing out, or its receiver answered 410): nothing is sent to it. Nothing is stored. What to do: Fix the receiver (`details.disabled_reason` says why the endpoint was disabled), then add the endpoint again and send the test event to it.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "endpoint_disabled",
         *         "message": "The endpoint is disabled (The receiver answered 410 Gone), so nothing is sent to it, a test event included; add it again (POST /api/v1/webhooks/endpoints/) once its receiver answers",
         *         "details": {
         *           "disabled_reason": "The receiver answered 410 Gone"
         *         }
         *       }
         *     }
         */
        EndpointDisabledError: {
            error: {
                /** @constant */
                code: "endpoint_disabled";
                details: {
                    /** @description Why the endpoint was disabled, as its `disabled_reason` says */
                    disabled_reason: string | null;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `endpoint_limit_reached`: The partner already has as many webhook endpoints as it may (`details.limit`, 10 by default); delete one before adding another. Nothing is stored. What to do: Delete an endpoint you no longer use, then add the new one.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "endpoint_limit_reached",
         *         "message": "A partner may have at most 10 webhook endpoints; delete one before adding another",
         *         "details": {
         *           "limit": 10
         *         }
         *       }
         *     }
         */
        EndpointLimitReachedError: {
            error: {
                /** @constant */
                code: "endpoint_limit_reached";
                details: {
                    limit: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 403 `forbidden`: The signed-in portal user's role does not allow the action (portal only; API clients never get it). What to do: Ask a user whose role allows the action (portal only).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "forbidden",
         *         "message": "Your role does not allow this",
         *         "details": {}
         *       }
         *     }
         */
        ForbiddenError: {
            error: {
                /** @constant */
                code: "forbidden";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer). What to do: Wait `Retry-After` seconds and send the same request with the same key: you get the first request's answer.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "idempotency_key_in_use",
         *         "message": "A request with this Idempotency-Key is still being processed; retry it later",
         *         "details": {}
         *       }
         *     }
         */
        IdempotencyKeyInUseError: {
            error: {
                /** @constant */
                code: "idempotency_key_in_use";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `idempotency_key_reused`: This Idempotency-Key was used (within 24 h) with a different body. What to do: Use a new Idempotency-Key for a different request; reuse a key only to retry the same body.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "idempotency_key_reused",
         *         "message": "This Idempotency-Key was used with a different request body",
         *         "details": {}
         *       }
         *     }
         */
        IdempotencyKeyReusedError: {
            error: {
                /** @constant */
                code: "idempotency_key_reused";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored. What to do: Fix what `details.fields` names so that the schedule, the tranches and the mandate's terms are the loan the policy judged (contract v3 sections 4 and 8).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "inconsistent_terms",
         *         "message": "The loan's terms do not add up",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "repayment_schedule",
         *               "message": "charges 48.04 % a year, not the interest_rate of 12 % (within 0.25 points, or worth loan_amount within ₹1 a row at that rate)"
         *             },
         *             {
         *               "path": "disbursal_detail[1].date",
         *               "message": "must be 2026-11-22, the other principal tranches' date: staged disbursal is not supported"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        InconsistentTermsError: {
            error: {
                /** @constant */
                code: "inconsistent_terms";
                details: {
                    /** @description Each inconsistency by its path, e.g. `repayment_schedule`, `repayment_schedule[7].due_date`, `repayment_count` or `disbursal_detail[1].date`; at most 20 */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                    /** @description How many problems there were, present only when some were left out of `fields` */
                    total_fields?: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 500 `internal_error`: Something unexpected; the cause is logged with the request id (quote `X-Request-Id`), never returned. What to do: Retry later with the same Idempotency-Key; if it persists, report the `X-Request-Id` to the lender.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "internal_error",
         *         "message": "An unexpected error occurred",
         *         "details": {}
         *       }
         *     }
         */
        InternalError: {
            error: {
                /** @constant */
                code: "internal_error";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 400 `invalid_json`: The body is not JSON (or not UTF-8). What to do: Send a UTF-8 JSON body (check the serialiser and the escaping of quotes).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "invalid_json",
         *         "message": "The request body is not valid JSON",
         *         "details": {}
         *       }
         *     }
         */
        InvalidJsonError: {
            error: {
                /** @constant */
                code: "invalid_json";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `invalid_transition`: The mandate's status does not allow this step (e.g. an upload after registration). What to do: Read the mandate's status (GET .../status/) and take the step that status allows.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "invalid_transition",
         *         "message": "A signed form can be uploaded only while the mandate is initiated, not registered",
         *         "details": {
         *           "status": "registered"
         *         }
         *       }
         *     }
         */
        InvalidTransitionError: {
            error: {
                /** @constant */
                code: "invalid_transition";
                details: {
                    from?: string;
                    status?: string;
                    to?: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        KeyFactsStatement: {
            /** @description Annual Percentage Rate, percent, two decimals: the periodic IRR of the borrower's dated cash flows (paid_at_disbursal at the start, released_later on their dates, each instalment but an upfront EMI on its due date) x periods a year (contract v3 section 11) */
            apr: number;
            contingent_charges: {
                foreclosure_charges: string;
                other_charges: string;
                penal_charges: string;
            };
            /** @description The loan's tranches */
            disbursal_schedule: {
                /** @description The tranche, rupees to the paisa */
                amount: number;
                /**
                 * Format: date
                 * @description The tranche's date: the start for a principal tranche, the release for a withhold tranche
                 */
                date: string;
                /** @description 0 principal (paid out on the start), 1 withhold (sanctioned, released to the borrower on its date) */
                disbursal_type: number;
            }[];
            fees: {
                to_lender: {
                    /** @description The total over the loan's principal tranches, rupees to the paisa */
                    amount: number;
                    /** @enum {string} */
                    type: "processing_fee" | "gst" | "pre_emi" | "subvention" | "insurance";
                }[];
                to_third_parties: {
                    /** @description The total over the loan's principal tranches, rupees to the paisa */
                    amount: number;
                    /** @enum {string} */
                    type: "processing_fee" | "gst" | "pre_emi" | "subvention" | "insurance";
                }[];
            };
            /**
             * Format: date-time
             * @description When the version was issued (ISO 8601 UTC); a disbursed loan's statement is the accepted version, with its own date
             */
            generated_on: string;
            instalments: {
                /** @description The regular instalment; instalments that differ are in repayment_schedule, rupees to the paisa */
                amount: number;
                /** @description Every instalment, an upfront EMI included */
                count: number;
                /**
                 * Format: date
                 * @description Instalment 1's due date: the start when it is an upfront EMI
                 */
                first_due_date: string;
                /** @enum {string} */
                type: "monthly" | "weekly" | "fortnightly" | "other";
            };
            /** @description Percent per annum */
            interest_rate: number;
            /** @constant */
            interest_type: "fixed";
            /**
             * Format: uuid
             * @description The statement's unique number (RBI's proposal number): derived from lead_id, version and terms_hash, so the same terms give the same id
             */
            kfs_id: string;
            /** Format: uuid */
            lead_id: string;
            lender_name: string;
            loan_account_number: string;
            /** @description Sanctioned amount, rupees to the paisa */
            loan_amount: number;
            /** @description 1 personal loan, 2 education loan */
            loan_type: number;
            /** @description RBI's row 7: the sanctioned amount less the sum of fees, rupees to the paisa */
            net_disbursed: number;
            /** @description What the disbursal pays the borrower: net_disbursed less the withheld money and the upfront EMI; the disbursal record's breakdown.net, rupees to the paisa */
            paid_at_disbursal: number;
            part_2: {
                /** @description IST calendar days after the disbursal's date in which the borrower may exit (contract v3 section 12); null for a loan that is not digital */
                cooling_off_days: number | null;
                /** @description Days after an exit request within which the borrower repays; null for a loan that is not digital */
                cooling_off_pay_days: number | null;
                /** @description Booked through a lending service provider (the partner's digital_lending setting): the cooling-off rows apply */
                digital_loan: boolean;
                /** @description The loan agreement's clause on grievance redressal (configuration) */
                grievance_clause: string;
                grievance_officer: {
                    email: string;
                    name: string;
                    phone: string;
                };
                /** @description The partner that booked the loan */
                lending_service_provider: string;
                /** @description Whether the lending service provider acts as a recovery agent (the partner's setting; only for a digital loan) */
                lsp_recovery_agent: boolean;
                recovery_agents_clause: string;
                transferable: boolean;
            };
            /** @description One entry per withhold tranche */
            released_later: {
                /** @description Withheld money released to the borrower on that date, rupees to the paisa */
                amount: number;
                /**
                 * Format: date
                 * @description YYYY-MM-DD (IST)
                 */
                date: string;
            }[];
            repayment_schedule: {
                /** @description The upfront EMI: instalment 1, due on the start and deducted from the payout, not collected again */
                collected_at_disbursal: boolean;
                /**
                 * Format: date
                 * @description YYYY-MM-DD (IST)
                 */
                due_date: string;
                /** @description The instalment, rupees to the paisa */
                instalment: number;
                /** @description Interest paid: the instalment less the principal, rupees to the paisa */
                interest: number;
                number: number;
                /** @description Principal outstanding before the instalment, rupees to the paisa */
                opening_principal: number;
                /** @description Principal repaid, rupees to the paisa */
                principal: number;
            }[];
            tenure_months: number;
            /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the statement without kfs_id, version, terms_hash, generated_on and valid_until */
            terms_hash: string;
            /** @description The instalments' sum less the sanctioned amount, rupees to the paisa */
            total_interest: number;
            /** @description The sum of the instalments: the sanctioned amount plus the total interest, rupees to the paisa */
            total_payable: number;
            /**
             * Format: date-time
             * @description The end (23:59:59.999 IST, as ISO 8601 UTC) of the third working day after generated_on's IST date; working days are Monday to Friday but the configured HOLIDAYS
             */
            valid_until: string;
            /** @description The statement's version for the loan */
            version: number;
        };
        KeyFactsStatementVersion: {
            /** @description The borrower's acceptance of this version, or null; not part of the content or its ETag */
            accepted: components["schemas"]["KfsAccepted"] | null;
            /** @description Annual Percentage Rate, percent, two decimals: the periodic IRR of the borrower's dated cash flows (paid_at_disbursal at the start, released_later on their dates, each instalment but an upfront EMI on its due date) x periods a year (contract v3 section 11) */
            apr: number;
            contingent_charges: {
                foreclosure_charges: string;
                other_charges: string;
                penal_charges: string;
            };
            /** @description The loan's tranches */
            disbursal_schedule: {
                /** @description The tranche, rupees to the paisa */
                amount: number;
                /**
                 * Format: date
                 * @description The tranche's date: the start for a principal tranche, the release for a withhold tranche
                 */
                date: string;
                /** @description 0 principal (paid out on the start), 1 withhold (sanctioned, released to the borrower on its date) */
                disbursal_type: number;
            }[];
            fees: {
                to_lender: {
                    /** @description The total over the loan's principal tranches, rupees to the paisa */
                    amount: number;
                    /** @enum {string} */
                    type: "processing_fee" | "gst" | "pre_emi" | "subvention" | "insurance";
                }[];
                to_third_parties: {
                    /** @description The total over the loan's principal tranches, rupees to the paisa */
                    amount: number;
                    /** @enum {string} */
                    type: "processing_fee" | "gst" | "pre_emi" | "subvention" | "insurance";
                }[];
            };
            /**
             * Format: date-time
             * @description When the version was issued (ISO 8601 UTC); a disbursed loan's statement is the accepted version, with its own date
             */
            generated_on: string;
            instalments: {
                /** @description The regular instalment; instalments that differ are in repayment_schedule, rupees to the paisa */
                amount: number;
                /** @description Every instalment, an upfront EMI included */
                count: number;
                /**
                 * Format: date
                 * @description Instalment 1's due date: the start when it is an upfront EMI
                 */
                first_due_date: string;
                /** @enum {string} */
                type: "monthly" | "weekly" | "fortnightly" | "other";
            };
            /** @description Percent per annum */
            interest_rate: number;
            /** @constant */
            interest_type: "fixed";
            /**
             * Format: uuid
             * @description The statement's unique number (RBI's proposal number): derived from lead_id, version and terms_hash, so the same terms give the same id
             */
            kfs_id: string;
            /** Format: uuid */
            lead_id: string;
            lender_name: string;
            loan_account_number: string;
            /** @description Sanctioned amount, rupees to the paisa */
            loan_amount: number;
            /** @description 1 personal loan, 2 education loan */
            loan_type: number;
            /** @description RBI's row 7: the sanctioned amount less the sum of fees, rupees to the paisa */
            net_disbursed: number;
            /** @description What the disbursal pays the borrower: net_disbursed less the withheld money and the upfront EMI; the disbursal record's breakdown.net, rupees to the paisa */
            paid_at_disbursal: number;
            part_2: {
                /** @description IST calendar days after the disbursal's date in which the borrower may exit (contract v3 section 12); null for a loan that is not digital */
                cooling_off_days: number | null;
                /** @description Days after an exit request within which the borrower repays; null for a loan that is not digital */
                cooling_off_pay_days: number | null;
                /** @description Booked through a lending service provider (the partner's digital_lending setting): the cooling-off rows apply */
                digital_loan: boolean;
                /** @description The loan agreement's clause on grievance redressal (configuration) */
                grievance_clause: string;
                grievance_officer: {
                    email: string;
                    name: string;
                    phone: string;
                };
                /** @description The partner that booked the loan */
                lending_service_provider: string;
                /** @description Whether the lending service provider acts as a recovery agent (the partner's setting; only for a digital loan) */
                lsp_recovery_agent: boolean;
                recovery_agents_clause: string;
                transferable: boolean;
            };
            /** @description One entry per withhold tranche */
            released_later: {
                /** @description Withheld money released to the borrower on that date, rupees to the paisa */
                amount: number;
                /**
                 * Format: date
                 * @description YYYY-MM-DD (IST)
                 */
                date: string;
            }[];
            repayment_schedule: {
                /** @description The upfront EMI: instalment 1, due on the start and deducted from the payout, not collected again */
                collected_at_disbursal: boolean;
                /**
                 * Format: date
                 * @description YYYY-MM-DD (IST)
                 */
                due_date: string;
                /** @description The instalment, rupees to the paisa */
                instalment: number;
                /** @description Interest paid: the instalment less the principal, rupees to the paisa */
                interest: number;
                number: number;
                /** @description Principal outstanding before the instalment, rupees to the paisa */
                opening_principal: number;
                /** @description Principal repaid, rupees to the paisa */
                principal: number;
            }[];
            tenure_months: number;
            /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the statement without kfs_id, version, terms_hash, generated_on and valid_until */
            terms_hash: string;
            /** @description The instalments' sum less the sanctioned amount, rupees to the paisa */
            total_interest: number;
            /** @description The sum of the instalments: the sanctioned amount plus the total interest, rupees to the paisa */
            total_payable: number;
            /**
             * Format: date-time
             * @description The end (23:59:59.999 IST, as ISO 8601 UTC) of the third working day after generated_on's IST date; working days are Monday to Friday but the configured HOLIDAYS
             */
            valid_until: string;
            /** @description The statement's version for the loan */
            version: number;
        };
        KeyFactsStatementVersionList: {
            /** @description Every version issued, oldest first; the last is the current one */
            items: components["schemas"]["KeyFactsStatementVersionSummary"][];
        };
        KeyFactsStatementVersionSummary: {
            /** @description The borrower's acceptance of this version, or null; not part of the content or its ETag */
            accepted: components["schemas"]["KfsAccepted"] | null;
            /**
             * Format: date-time
             * @description When the version was issued (ISO 8601 UTC); a disbursed loan's statement is the accepted version, with its own date
             */
            generated_on: string;
            /**
             * Format: uuid
             * @description The statement's unique number (RBI's proposal number): derived from lead_id, version and terms_hash, so the same terms give the same id
             */
            kfs_id: string;
            /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the statement without kfs_id, version, terms_hash, generated_on and valid_until */
            terms_hash: string;
            /**
             * Format: date-time
             * @description The end (23:59:59.999 IST, as ISO 8601 UTC) of the third working day after generated_on's IST date; working days are Monday to Friday but the configured HOLIDAYS
             */
            valid_until: string;
            /** @description The statement's version for the loan */
            version: number;
        };
        /** @description An acceptance as recorded */
        KfsAcceptance: {
            /** Format: date-time */
            accepted_at: string;
            /** @enum {string} */
            channel: "otp" | "e_sign" | "click_wrap" | "physical";
            /** @description e_sign: SHA-256 of the signed statement */
            document_sha256?: string;
            /** @description click_wrap: the borrower's IP address */
            ip?: string;
            /** Format: uuid */
            kfs_id: string;
            /** @enum {string} */
            lang: "en" | "hi";
            /** Format: uuid */
            lead_id: string;
            /** @description otp: the mobile number the OTP went to */
            mobile?: string;
            /**
             * Format: date-time
             * @description When the service recorded it
             */
            recorded_at: string;
            /** @description otp: the OTP transaction's id */
            reference?: string;
            /** @description physical: the signed statement's file */
            scan?: {
                /** @description application/pdf, image/jpeg or image/png, as read from the file's content */
                content_type: string;
                /** @description SHA-256 of the file, hex */
                sha256: string;
                /** @description Bytes */
                size: number;
            };
            /** @description click_wrap: the borrower's User-Agent */
            user_agent?: string;
            version: number;
        };
        /** @description JSON for otp (reference, mobile), e_sign (document_sha256) and click_wrap (ip, user_agent); multipart/form-data for physical, with kfs_id, accepted_at, channel and lang as form fields and the signed statement (PDF, JPEG or PNG, at most 5 MiB) in the file field signed_kfs. */
        KfsAcceptanceRequest: {
            /**
             * Format: date-time
             * @description When the borrower accepted: not in the future, not before the version's generated_on (400), not after its valid_until (409 `kfs_expired`). ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.
             */
            accepted_at: string;
            /** @constant */
            channel: "otp";
            /**
             * Format: uuid
             * @description The version accepted: the current one (GET .../kfs/)
             */
            kfs_id: string;
            /**
             * @description The language of the statement the borrower was shown; en by default
             * @enum {string}
             */
            lang?: "en" | "hi";
            /** @description The mobile number the OTP went to: the loan's mobile_number */
            mobile: string;
            /** @description The OTP transaction's id */
            reference: string;
        } | {
            /**
             * Format: date-time
             * @description When the borrower accepted: not in the future, not before the version's generated_on (400), not after its valid_until (409 `kfs_expired`). ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.
             */
            accepted_at: string;
            /** @constant */
            channel: "e_sign";
            /** @description SHA-256 of the e-signed statement */
            document_sha256: string;
            /**
             * Format: uuid
             * @description The version accepted: the current one (GET .../kfs/)
             */
            kfs_id: string;
            /**
             * @description The language of the statement the borrower was shown; en by default
             * @enum {string}
             */
            lang?: "en" | "hi";
        } | {
            /**
             * Format: date-time
             * @description When the borrower accepted: not in the future, not before the version's generated_on (400), not after its valid_until (409 `kfs_expired`). ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.
             */
            accepted_at: string;
            /** @constant */
            channel: "click_wrap";
            /** @description The borrower's IP address when they clicked */
            ip: string;
            /**
             * Format: uuid
             * @description The version accepted: the current one (GET .../kfs/)
             */
            kfs_id: string;
            /**
             * @description The language of the statement the borrower was shown; en by default
             * @enum {string}
             */
            lang?: "en" | "hi";
            /** @description The borrower's browser or app, as its User-Agent */
            user_agent: string;
        } | {
            /**
             * Format: date-time
             * @description When the borrower accepted: not in the future, not before the version's generated_on (400), not after its valid_until (409 `kfs_expired`). ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.
             */
            accepted_at: string;
            /** @constant */
            channel: "physical";
            /**
             * Format: uuid
             * @description The version accepted: the current one (GET .../kfs/)
             */
            kfs_id: string;
            /**
             * @description The language of the statement the borrower was shown; en by default
             * @enum {string}
             */
            lang?: "en" | "hi";
        };
        /** @description The borrower's acceptance of a version, with the evidence its channel needs */
        KfsAccepted: {
            /** Format: date-time */
            accepted_at: string;
            /** @enum {string} */
            channel: "otp" | "e_sign" | "click_wrap" | "physical";
            /** @description e_sign: SHA-256 of the signed statement */
            document_sha256?: string;
            /** @description click_wrap: the borrower's IP address */
            ip?: string;
            /** @enum {string} */
            lang: "en" | "hi";
            /** @description otp: the mobile number the OTP went to */
            mobile?: string;
            /**
             * Format: date-time
             * @description When the service recorded it
             */
            recorded_at: string;
            /** @description otp: the OTP transaction's id */
            reference?: string;
            /** @description physical: the signed statement's file */
            scan?: {
                /** @description application/pdf, image/jpeg or image/png, as read from the file's content */
                content_type: string;
                /** @description SHA-256 of the file, hex */
                sha256: string;
                /** @description Bytes */
                size: number;
            };
            /** @description click_wrap: the borrower's User-Agent */
            user_agent?: string;
        };
        /**
         * @example {
         *       "entity": "kfs",
         *       "payload": {
         *         "kfs_id": "019a8f3c-6a01-7b10-8c2d-3e4f5a6b7c8d",
         *         "version": 2,
         *         "channel": "click_wrap",
         *         "accepted_at": "2026-11-21T11:19:41.000Z",
         *         "recorded_at": "2026-11-21T11:20:00.120Z",
         *         "lang": "en",
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "partner_loan_id": "PL-2026-000123"
         *       },
         *       "event": "kfs.accepted",
         *       "id": "019a9a10-5c2d-7e3f-8a4b-5c6d7e8f9a05",
         *       "created_at": "2026-11-21T11:20:00.120Z"
         *     }
         */
        KfsAcceptedEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "kfs";
            /** @constant */
            event: "kfs.accepted";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["KfsAcceptedPayload"];
        };
        /** @description The borrower's acceptance of a version; the evidence (OTP mobile, IP, signed scan) stays in the acceptance record, not in the event. */
        KfsAcceptedPayload: {
            /** Format: date-time */
            accepted_at: string;
            /** @enum {string} */
            channel: "otp" | "e_sign" | "click_wrap" | "physical";
            /** Format: uuid */
            kfs_id: string;
            /** @enum {string} */
            lang: "en" | "hi";
            /** Format: uuid */
            lead_id: string;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /**
             * Format: date-time
             * @description When the service recorded it
             */
            recorded_at: string;
            version: number;
        };
        /**
         * @description 409 `kfs_already_accepted`: A second acceptance of one KFS version; the first stands. What to do: Nothing to do: the first acceptance stands.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "kfs_already_accepted",
         *         "message": "This version of the Key Facts Statement has already been accepted",
         *         "details": {
         *           "accepted_at": "2026-11-22T09:28:56.123Z"
         *         }
         *       }
         *     }
         */
        KfsAlreadyAcceptedError: {
            error: {
                /** @constant */
                code: "kfs_already_accepted";
                details: {
                    /** Format: date-time */
                    accepted_at: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `kfs_expired`: An acceptance given after the version's `valid_until`; a GET of .../kfs/ issues a new version to show the borrower. Nothing is recorded. What to do: Fetch GET .../kfs/ for a new version and have the borrower accept that one before its `valid_until`.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "kfs_expired",
         *         "message": "The borrower accepted the Key Facts Statement after it expired",
         *         "details": {
         *           "valid_until": "2026-11-26T18:29:59.999Z"
         *         }
         *       }
         *     }
         */
        KfsExpiredError: {
            error: {
                /** @constant */
                code: "kfs_expired";
                details: {
                    /** Format: date-time */
                    valid_until: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @example {
         *       "entity": "kfs",
         *       "payload": {
         *         "kfs_id": "019a8f3c-6a01-7b10-8c2d-3e4f5a6b7c8d",
         *         "version": 2,
         *         "terms_hash": "9c1185a5c5e9fc54612808977ee8f548b2258d319c1185a5c5e9fc5461280897",
         *         "generated_on": "2026-11-21T11:02:13.450Z",
         *         "valid_until": "2026-11-26T18:29:59.999Z",
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "partner_loan_id": "PL-2026-000123",
         *         "reason": "update"
         *       },
         *       "event": "kfs.issued",
         *       "id": "019a9a10-4c2d-7e3f-8a4b-5c6d7e8f9a04",
         *       "created_at": "2026-11-21T11:02:13.450Z"
         *     }
         */
        KfsIssuedEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "kfs";
            /** @constant */
            event: "kfs.issued";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["KfsIssuedPayload"];
        };
        /** @description A new version of the loan's Key Facts Statement: the borrower must accept it before disbursal. Fetch it with GET .../kfs/. */
        KfsIssuedPayload: {
            /**
             * Format: date-time
             * @description When the version was issued (ISO 8601 UTC); a disbursed loan's statement is the accepted version, with its own date
             */
            generated_on: string;
            /**
             * Format: uuid
             * @description The statement's unique number (RBI's proposal number): derived from lead_id, version and terms_hash, so the same terms give the same id
             */
            kfs_id: string;
            /** Format: uuid */
            lead_id: string;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /**
             * @description What made it due: the booking, an update of the loan's terms, a change of the partner's or the lender's configuration, or the latest version lapsing unaccepted
             * @enum {string}
             */
            reason: "booking" | "update" | "terms_changed" | "expired";
            /** @description SHA-256 (hex) of the RFC 8785 canonical JSON of the statement without kfs_id, version, terms_hash, generated_on and valid_until */
            terms_hash: string;
            /**
             * Format: date-time
             * @description The end (23:59:59.999 IST, as ISO 8601 UTC) of the third working day after generated_on's IST date; working days are Monday to Friday but the configured HOLIDAYS
             */
            valid_until: string;
            /** @description The statement's version for the loan */
            version: number;
        };
        /**
         * @description 409 `kfs_not_accepted`: A disbursal, or an agreement, before the borrower accepted a KFS version whose terms hash is the loan's as it stands (contract v3 section 12): accept the current version (GET .../kfs/, POST .../kfs/acceptance/) first. A change of the terms after an acceptance issues a new version, which needs its own. Nothing is recorded. What to do: Show the borrower the current KFS (GET .../kfs/) and record the acceptance (POST .../kfs/acceptance/) before the agreement or the disbursal.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "kfs_not_accepted",
         *         "message": "The borrower has not accepted the Key Facts Statement of the loan's current terms: accept the current version first",
         *         "details": {}
         *       }
         *     }
         */
        KfsNotAcceptedError: {
            error: {
                /** @constant */
                code: "kfs_not_accepted";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `kfs_superseded`: An acceptance of a KFS version that is not the loan's current (latest) one; `details.current_kfs_id` names the version to show the borrower instead. Nothing is recorded. What to do: Show the borrower the version `details.current_kfs_id` names and record its acceptance.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "kfs_superseded",
         *         "message": "That version of the Key Facts Statement has been superseded: the borrower must accept the current one",
         *         "details": {
         *           "current_kfs_id": "0193a3a0-1c2d-8e4f-9a0b-1c2d3e4f5a6b"
         *         }
         *       }
         *     }
         */
        KfsSupersededError: {
            error: {
                /** @constant */
                code: "kfs_superseded";
                details: {
                    /** Format: uuid */
                    current_kfs_id: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `kyc_not_verified`: A KYC item has `is_verified: false`; the whole request is declined and nothing is stored. What to do: Verify every KYC item before booking; send only verified items.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "kyc_not_verified",
         *         "message": "Every KYC document must be verified; the request was declined",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "kyc[1].is_verified",
         *               "message": "must be true"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        KycNotVerifiedError: {
            error: {
                /** @constant */
                code: "kyc_not_verified";
                details: {
                    /** @description The unverified items, e.g. `kyc[1].is_verified` */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        Liveness: {
            /** @constant */
            status: "ok";
        };
        /**
         * @description An optional field sent as "" or null is treated as not sent; a required field sent so is refused as missing ("is required").
         * @example {
         *       "partner_loan_id": "PL-2026-000123",
         *       "mobile_number": "9876543210",
         *       "full_name": "Asha Verma",
         *       "email": "asha.verma@example.com",
         *       "gender": "female",
         *       "date_of_birth": "12-Mar-1990",
         *       "pincode": 560001,
         *       "monthly_income": 85000,
         *       "monthly_emi": 5000,
         *       "credit_score": 760,
         *       "employment_type": "salaried",
         *       "company_name": "Infosys",
         *       "loan_application_date": "2026-11-20",
         *       "loan_tenure": 24,
         *       "agreement_date": "2026-11-21",
         *       "loan_amount": 200000,
         *       "interest_rate": 14.5,
         *       "loan_type": "personal_loan",
         *       "bank_account": {
         *         "ac_number": [
         *           "123456789012"
         *         ],
         *         "ifsc_code": "HDFC0001234",
         *         "nach_type": "physical",
         *         "ac_name": "Asha Verma"
         *       },
         *       "kyc": [
         *         {
         *           "kyc_type": "pan",
         *           "identifier": "ABCPV1234F",
         *           "verified_using": "registry-api",
         *           "kyc_name": "Asha Verma"
         *         },
         *         {
         *           "kyc_type": "aadhaar",
         *           "identifier": "1234",
         *           "verified_using": "offline-eKYC"
         *         }
         *       ],
         *       "disbursal_detail": [
         *         {
         *           "date": "2026-11-22",
         *           "amount": 200000,
         *           "processing_fee": 2000,
         *           "gst": 360
         *         }
         *       ],
         *       "additional_variables": {
         *         "foir": 0.3,
         *         "no_of_enquiries": 1,
         *         "no_of_tradeline_30_plus_3_month": 0,
         *         "no_of_tradeline_60_plus_6_month": 0,
         *         "no_of_tradeline_90_plus_ever": 0
         *       },
         *       "co_applicant_details": [
         *         {
         *           "co_full_name": "Ravi Verma",
         *           "co_relation": "spouse",
         *           "co_pancard": "BCDPV2345G"
         *         }
         *       ]
         *     }
         */
        Loan: {
            /** @description Bureau data the policy reads. The `bureau_data` rule fails unless no_of_enquiries and the three tradeline counts are all given: a missing count is never read as 0. */
            additional_variables?: {
                /** @description The partner's FOIR (0-5); it can make the `foir` rule stricter, never looser. */
                foir?: number | ("" | null);
                iir?: number | ("" | null);
                no_of_enquiries?: number | ("" | null);
                no_of_tradeline_30_plus_3_month?: number | ("" | null);
                no_of_tradeline_60_plus_6_month?: number | ("" | null);
                no_of_tradeline_90_plus_ever?: number | ("" | null);
            } | ("" | null);
            /** @description Free text; may not hold a full Aadhaar number (12 digits with a valid check digit, together or in groups of four apart by spaces or punctuation, in any script's digits). The same holds for company_name, every kyc item's verification_id and address, and the co-applicants' co_address and co_email. */
            address?: string | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, not before loan_application_date and not after today (IST). */
            agreement_date?: string | ("" | null);
            /** @description Code or word: 1 (physical), 2 (e-signature), 3 (click-wrap). Returned as the code. */
            agreement_signature_type?: (number | string) | ("" | null);
            bank_account: {
                ac_name: string;
                /** @description Account number(s): 1-3 strings of 5-30 digits; a single string is stored as a one-item array. */
                ac_number: string | string[];
                /** @description `^[A-Z]{4}0[A-Z0-9]{6}$` (trimmed and upper-cased first) and present in the published IFSC list (the `ifsc` package's offline data). */
                ifsc_code: string;
                /** @description Code or word: 1 (physical), 2 (api-mandate). Returned as the code. */
                nach_type: number | string;
                /** @description The mandate's UMRN: 1-20 printable ASCII characters; the service writes it when the mandate is registered. */
                nach_umrn?: string | ("" | null);
            };
            /** @description The customer's Central KYC number: a string of 14 digits. The customer's Central KYC number: exactly 14 digits. */
            ckyc_no?: string | ("" | null);
            /** @description At most 10. Each co_pancard differs from the borrower's PAN and from every other co-applicant's. */
            co_applicant_details?: {
                /** @description The last 4 digits of the co-applicant's Aadhaar, as a string of exactly 4 digits. */
                co_aadhaar?: (string | number) | ("" | null);
                co_address?: string | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, makes the co-applicant 18-70 years old at loan_application_date. */
                co_dob?: string | ("" | null);
                co_email?: string | ("" | null);
                co_full_name: string;
                /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
                co_gender?: (number | string) | ("" | null);
                /** @description An individual's PAN (`^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`), not the borrower's and not another co-applicant's. */
                co_pancard?: string | ("" | null);
                co_phone?: string | ("" | null);
                co_pincode?: string | ("" | null);
                /** @description Code or word: 1 (spouse), 2 (father), 3 (mother), 4 (sibling), 5 (son), 6 (daughter), 7 (other). Returned as the code. */
                co_relation: number | string;
            }[] | ("" | null);
            company_name?: string | ("" | null);
            /** @description 300-900, or -1 to 10 for a new-to-credit customer; the `credit_score` rule fails a missing or new-to-credit score. */
            credit_score?: number | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. In the past; fixed at booking. The policy's `age` and `age_at_maturity` rules read it. */
            date_of_birth: string;
            /** @description The payout (contract v3 section 4). The tranches' amounts, principal and withhold together, sum to loan_amount within ₹1. At least one principal tranche (disbursal_type 0), all principal tranches on one date: the start, the day the money is paid and the disbursal's date (staged disbursal is refused). In each principal tranche the deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) are less than its amount, and gst, when given with a processing_fee, is 18 % of it within ₹1. A withhold tranche (1) carries no deductions, is released on its date, on or after the start and at most 120 days after it, and the withhold tranches together hold back at most 25 % of loan_amount. hold_amount, coupon_amount and downpayment are 0 or absent. An upfront_emi is instalment 1: the schedule's first row, due on the start, of that amount. No tranche date is before loan_application_date. Otherwise 422 `inconsistent_terms`. Without a principal tranche the loan has no Key Facts Statement and cannot be disbursed (409 `disbursal_date_missing`). */
            disbursal_detail?: {
                amount: number;
                /** @description Coupon amount given to the customer. */
                coupon_amount?: number | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                date: string;
                /** @description Code or word: 0 (principal), 1 (withhold). Returned as the code. */
                disbursal_type?: number | string;
                downpayment?: number | ("" | null);
                gst?: number | ("" | null);
                /** @description Amount held on a temporary basis. */
                hold_amount?: number | ("" | null);
                insurance?: number | ("" | null);
                pre_emi?: number | ("" | null);
                processing_fee?: number | ("" | null);
                subvention?: number | ("" | null);
                upfront_emi?: number | ("" | null);
            }[] | ("" | null);
            /** @description An e-mail address; like every free-text field it may not hold a full Aadhaar number (12 digits with a valid check digit, however grouped or separated). */
            email?: string | ("" | null);
            /** @description Code or word: 0 (unemployed), 1 (salaried), 2 (self_employed), 3 (self_employed_professional), 4 (agriculture). Returned as the code. The `employment` rule fails when it is missing or 0 (unemployed). */
            employment_type?: (number | string) | ("" | null);
            fathers_name?: string | ("" | null);
            /** @description Fixed at booking. */
            full_name: string;
            /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
            gender: number | string;
            interest_rate: number;
            kyc: {
                address?: string | ("" | null);
                /** @description For a pan item the PAN, `^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`: the fourth letter P marks an individual's PAN (a company's or trust's cannot borrow here). For an aadhaar item the last 4 digits as a string of exactly 4 digits: a number such as 123 is refused, never padded, and a full Aadhaar number is refused and never stored. Fixed at booking. */
                identifier: string | number;
                /** @description Defaults to true; any item with false declines the whole request (422 `kyc_not_verified`), nothing stored. */
                is_verified?: boolean;
                kyc_name?: string | ("" | null);
                /** @description Code or word: 1 (aadhaar), 2 (pan). Returned as the code. */
                kyc_type: number | string;
                verification_id?: string | ("" | null);
                /** @description Code or word: 1 (image), 2 (registry-api), 3 (offline-eKYC). Returned as the code. */
                verified_using?: (number | string) | ("" | null);
            }[];
            loan_amount: number;
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. At booking, not after today and at most 30 days before today, where today is the calendar date in India Standard Time (UTC+05:30): a booking at 23:59 UTC is already the next day. Fixed at booking. */
            loan_application_date: string;
            /** @description Number of monthly EMIs, 1-600; a string of digits is accepted. */
            loan_tenure: number | string;
            /** @description Code or word: 1 (personal_loan), 2 (education_loan). Returned as the code. */
            loan_type?: (number | string) | ("" | null);
            /** @description 10 digits starting 6-9; fixed at booking. */
            mobile_number: string;
            /** @description Existing monthly obligations; the `foir` rule takes the larger of this and additional_variables.foir x monthly_income. */
            monthly_emi?: number | ("" | null);
            monthly_income: number;
            mothers_name?: string | ("" | null);
            /** @description The partner's own id for the loan, unique per partner; fixed at booking. 1-64 printable ASCII characters (letters, digits, spaces and punctuation), with no space at either end. */
            partner_loan_id: string;
            /** @description Code or word: 1 (monthly), 2 (weekly), 3 (fortnightly), 4 (other). Returned as the code. */
            payment_frequency?: (number | string) | ("" | null);
            pincode: number;
            repayment_count?: number | ("" | null);
            /** @description When given, the whole schedule, and the loan the policy judges (contract v3 section 4). Each due_amount equals principal_amount + interest_amount within ₹1 and the principal amounts sum to loan_amount within ₹1. Count: loan_tenure rows for a monthly loan, round(loan_tenure x 52 / 12) weekly and round(loan_tenure x 26 / 12) fortnightly within 1, and repayment_count, when given, equal to the rows. Spacing: monthly rows in consecutive calendar months, weekly 7 days apart, fortnightly 14; `other` strictly increasing with no gap over 366 days. Span: the first due date after the start (the principal tranches' date) and at most one period and 30 days after it; the last at most loan_tenure months and 30 days after it. Rate: the schedule's implied rate (the IRR of loan_amount at the start, less pre_emi, against each due amount at its date) within 0.25 points of interest_rate, or the payments discounted at interest_rate worth loan_amount within ₹1 a row. Without it the service computes the schedule from the start (frequency `other` needs one). Otherwise 422 `inconsistent_terms`, each failure by its path. */
            repayment_schedule?: {
                due_amount: number;
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                due_date: string;
                interest_amount?: number | ("" | null);
                principal_amount?: number | ("" | null);
            }[] | ("" | null);
        };
        LoanBody: {
            /** @description Bureau data the policy reads. The `bureau_data` rule fails unless no_of_enquiries and the three tradeline counts are all given: a missing count is never read as 0. */
            additional_variables?: {
                /** @description The partner's FOIR (0-5); it can make the `foir` rule stricter, never looser. */
                foir?: number;
                iir?: number;
                no_of_enquiries?: number;
                no_of_tradeline_30_plus_3_month?: number;
                no_of_tradeline_60_plus_6_month?: number;
                no_of_tradeline_90_plus_ever?: number;
            };
            /** @description Free text; may not hold a full Aadhaar number (12 digits with a valid check digit, together or in groups of four apart by spaces or punctuation, in any script's digits). The same holds for company_name, every kyc item's verification_id and address, and the co-applicants' co_address and co_email. */
            address?: string;
            /**
             * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, not before loan_application_date and not after today (IST).
             * @example 1990-05-17
             */
            agreement_date?: string;
            /**
             * @description Code or word: 1 (physical), 2 (e-signature), 3 (click-wrap). Returned as the code.
             * @enum {number}
             */
            agreement_signature_type?: 1 | 2 | 3;
            bank_account: {
                ac_name: string;
                /** @description Account number(s): 1-3 strings of 5-30 digits; a single string is stored as a one-item array. */
                ac_number: string[];
                /** @description `^[A-Z]{4}0[A-Z0-9]{6}$` (trimmed and upper-cased first) and present in the published IFSC list (the `ifsc` package's offline data). */
                ifsc_code: string;
                /**
                 * @description Code or word: 1 (physical), 2 (api-mandate). Returned as the code.
                 * @enum {number}
                 */
                nach_type: 1 | 2;
                /** @description The mandate's UMRN: 1-20 printable ASCII characters; the service writes it when the mandate is registered. */
                nach_umrn?: string;
            };
            /**
             * @description The customer's Central KYC number: a string of 14 digits. The customer's Central KYC number: exactly 14 digits.
             * @example 10012345678901
             */
            ckyc_no?: string;
            /** @description At most 10. Each co_pancard differs from the borrower's PAN and from every other co-applicant's. */
            co_applicant_details?: {
                /** @description The last 4 digits of the co-applicant's Aadhaar, as a string of exactly 4 digits. */
                co_aadhaar?: string;
                co_address?: string;
                /**
                 * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, makes the co-applicant 18-70 years old at loan_application_date.
                 * @example 1990-05-17
                 */
                co_dob?: string;
                /** Format: email */
                co_email?: string;
                co_full_name: string;
                /**
                 * @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code.
                 * @enum {number}
                 */
                co_gender?: 1 | 2 | 3;
                /** @description An individual's PAN (`^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`), not the borrower's and not another co-applicant's. */
                co_pancard?: string;
                co_phone?: string;
                co_pincode?: string;
                /**
                 * @description Code or word: 1 (spouse), 2 (father), 3 (mother), 4 (sibling), 5 (son), 6 (daughter), 7 (other). Returned as the code.
                 * @enum {number}
                 */
                co_relation: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            }[];
            company_name?: string;
            /** @description 300-900, or -1 to 10 for a new-to-credit customer; the `credit_score` rule fails a missing or new-to-credit score. */
            credit_score?: number;
            /**
             * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. In the past; fixed at booking. The policy's `age` and `age_at_maturity` rules read it.
             * @example 1990-05-17
             */
            date_of_birth: string;
            /** @description The payout (contract v3 section 4). The tranches' amounts, principal and withhold together, sum to loan_amount within ₹1. At least one principal tranche (disbursal_type 0), all principal tranches on one date: the start, the day the money is paid and the disbursal's date (staged disbursal is refused). In each principal tranche the deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) are less than its amount, and gst, when given with a processing_fee, is 18 % of it within ₹1. A withhold tranche (1) carries no deductions, is released on its date, on or after the start and at most 120 days after it, and the withhold tranches together hold back at most 25 % of loan_amount. hold_amount, coupon_amount and downpayment are 0 or absent. An upfront_emi is instalment 1: the schedule's first row, due on the start, of that amount. No tranche date is before loan_application_date. Otherwise 422 `inconsistent_terms`. Without a principal tranche the loan has no Key Facts Statement and cannot be disbursed (409 `disbursal_date_missing`). */
            disbursal_detail?: {
                amount: number;
                /** @description Coupon amount given to the customer. */
                coupon_amount?: number;
                /**
                 * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD.
                 * @example 1990-05-17
                 */
                date: string;
                /**
                 * @description Code or word: 0 (principal), 1 (withhold). Returned as the code.
                 * @default 0
                 * @enum {number}
                 */
                disbursal_type: 0 | 1;
                downpayment?: number;
                gst?: number;
                /** @description Amount held on a temporary basis. */
                hold_amount?: number;
                insurance?: number;
                pre_emi?: number;
                processing_fee?: number;
                subvention?: number;
                upfront_emi?: number;
            }[];
            /**
             * Format: email
             * @description An e-mail address; like every free-text field it may not hold a full Aadhaar number (12 digits with a valid check digit, however grouped or separated).
             */
            email?: string;
            /**
             * @description Code or word: 0 (unemployed), 1 (salaried), 2 (self_employed), 3 (self_employed_professional), 4 (agriculture). Returned as the code. The `employment` rule fails when it is missing or 0 (unemployed).
             * @enum {number}
             */
            employment_type?: 0 | 1 | 2 | 3 | 4;
            fathers_name?: string;
            /** @description Fixed at booking. */
            full_name: string;
            /**
             * @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code.
             * @enum {number}
             */
            gender: 1 | 2 | 3;
            interest_rate: number;
            kyc: {
                address?: string;
                /** @description For a pan item the PAN, `^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`: the fourth letter P marks an individual's PAN (a company's or trust's cannot borrow here). For an aadhaar item the last 4 digits as a string of exactly 4 digits: a number such as 123 is refused, never padded, and a full Aadhaar number is refused and never stored. Fixed at booking. */
                identifier: string;
                /** @description Defaults to true; any item with false declines the whole request (422 `kyc_not_verified`), nothing stored. */
                is_verified: boolean;
                kyc_name?: string;
                /**
                 * @description One of 1 (aadhaar), 2 (pan).
                 * @enum {number}
                 */
                kyc_type: 1 | 2;
                verification_id?: string;
                /**
                 * @description One of 1 (image), 2 (registry-api), 3 (offline-eKYC).
                 * @enum {number}
                 */
                verified_using?: 1 | 2 | 3;
            }[];
            loan_amount: number;
            /**
             * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. At booking, not after today and at most 30 days before today, where today is the calendar date in India Standard Time (UTC+05:30): a booking at 23:59 UTC is already the next day. Fixed at booking.
             * @example 1990-05-17
             */
            loan_application_date: string;
            /** @description Number of monthly EMIs, 1-600; a string of digits is accepted. */
            loan_tenure: number;
            /**
             * @description Code or word: 1 (personal_loan), 2 (education_loan). Returned as the code.
             * @default 1
             * @enum {number}
             */
            loan_type: 1 | 2;
            /** @description 10 digits starting 6-9; fixed at booking. */
            mobile_number: string;
            /** @description Existing monthly obligations; the `foir` rule takes the larger of this and additional_variables.foir x monthly_income. */
            monthly_emi?: number;
            monthly_income: number;
            mothers_name?: string;
            /** @description The partner's own id for the loan, unique per partner; fixed at booking. 1-64 printable ASCII characters (letters, digits, spaces and punctuation), with no space at either end. */
            partner_loan_id: string;
            /**
             * @description Code or word: 1 (monthly), 2 (weekly), 3 (fortnightly), 4 (other). Returned as the code.
             * @enum {number}
             */
            payment_frequency?: 1 | 2 | 3 | 4;
            pincode: number;
            repayment_count?: number;
            /** @description When given, the whole schedule, and the loan the policy judges (contract v3 section 4). Each due_amount equals principal_amount + interest_amount within ₹1 and the principal amounts sum to loan_amount within ₹1. Count: loan_tenure rows for a monthly loan, round(loan_tenure x 52 / 12) weekly and round(loan_tenure x 26 / 12) fortnightly within 1, and repayment_count, when given, equal to the rows. Spacing: monthly rows in consecutive calendar months, weekly 7 days apart, fortnightly 14; `other` strictly increasing with no gap over 366 days. Span: the first due date after the start (the principal tranches' date) and at most one period and 30 days after it; the last at most loan_tenure months and 30 days after it. Rate: the schedule's implied rate (the IRR of loan_amount at the start, less pre_emi, against each due amount at its date) within 0.25 points of interest_rate, or the payments discounted at interest_rate worth loan_amount within ₹1 a row. Without it the service computes the schedule from the start (frequency `other` needs one). Otherwise 422 `inconsistent_terms`, each failure by its path. */
            repayment_schedule?: {
                due_amount: number;
                /**
                 * @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD.
                 * @example 1990-05-17
                 */
                due_date: string;
                interest_amount?: number;
                principal_amount?: number;
            }[];
        };
        /**
         * @example {
         *       "entity": "loan",
         *       "payload": {
         *         "requested_at": "2026-11-24T09:12:40.551Z",
         *         "days": 2,
         *         "apr": 16.93,
         *         "principal": 147640,
         *         "interest": 136.96,
         *         "amount_due": 147776.96,
         *         "pay_by": "2026-12-01",
         *         "received": null,
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "partner_loan_id": "PL-2026-000123",
         *         "status": "requested"
         *       },
         *       "event": "loan.cooling_off_exit",
         *       "id": "019a9a10-3c2d-7e3f-8a4b-5c6d7e8f9a03",
         *       "created_at": "2026-11-24T09:12:40.551Z"
         *     }
         */
        LoanCoolingOffExitEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "loan";
            /** @constant */
            event: "loan.cooling_off_exit";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["LoanCoolingOffExitPayload"];
        };
        /** @description The exit as the loan's read shows it in `cooling_off_exit`, its `state` as `status`. */
        LoanCoolingOffExitPayload: {
            /** @description Rupees: principal + interest */
            amount_due: number;
            /** @description The APR of the Key Facts Statement frozen at disbursal, percent, two decimals */
            apr: number;
            /** @description IST calendar days from the disbursal's date to the request's, at least 1: the days interest is charged for */
            days: number;
            /** @description Rupees: principal x apr / 100 x days / 365, rounded half-up to the paisa; no fee or charge is collected */
            interest: number;
            /** Format: uuid */
            lead_id: string;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /**
             * Format: date
             * @description The last IST day to repay: the request's IST date + COOLING_OFF_PAY_DAYS
             */
            pay_by: string;
            /** @description Rupees: the KFS's paid_at_disbursal plus the withheld money already released */
            principal: number;
            /** @description The borrower's repayment as operations recorded it; null until the exit is completed */
            received: {
                /** @description Rupees received, at least amount_due */
                amount: number;
                /** Format: date-time */
                received_at: string;
                /** @description The repayment's UTR */
                transaction_id: string;
            } | null;
            /**
             * Format: date-time
             * @description When the request was recorded
             */
            requested_at: string;
            /**
             * @description requested (the partner posted the exit), completed (operations recorded the repayment: withheld money cancelled, an active mandate cancelled), lapsed (not repaid by pay_by; the loan continues)
             * @enum {string}
             */
            status: "requested" | "completed" | "lapsed";
        };
        /**
         * @description 409 `loan_disbursed`: The loan has been disbursed; PUT and PATCH are refused from then on. What to do: A disbursed loan's terms cannot change; contact the lender's operations for corrections.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "loan_disbursed",
         *         "message": "The loan has been disbursed; its details can no longer be updated",
         *         "details": {}
         *       }
         *     }
         */
        LoanDisbursedError: {
            error: {
                /** @constant */
                code: "loan_disbursed";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @example {
         *       "entity": "loan",
         *       "payload": {
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "loan_account_number": "LD4821937065",
         *         "status": "Disbursed",
         *         "amount": 147640,
         *         "transaction_time": "2026-11-22T06:00:00.000Z",
         *         "transaction_id": "HDFCN52026112212345678",
         *         "breakdown": {
         *           "gross": 150000,
         *           "processing_fee": 2000,
         *           "gst": 360,
         *           "pre_emi": 0,
         *           "subvention": 0,
         *           "upfront_emi": 0,
         *           "insurance": 0,
         *           "withheld": 50000,
         *           "net": 147640,
         *           "withheld_releases": [
         *             {
         *               "date": "2026-12-22",
         *               "released_at": null,
         *               "amount": null,
         *               "transaction_id": null
         *             }
         *           ]
         *         },
         *         "beneficiary": {
         *           "ac_name": "Asha Verma",
         *           "ifsc_code": "HDFC0001234",
         *           "ac_number": "XXXXXXXX9012"
         *         },
         *         "partner_loan_id": "PL-2026-000123"
         *       },
         *       "event": "loan.disbursed",
         *       "id": "019a9a10-1c2d-7e3f-8a4b-5c6d7e8f9a01",
         *       "created_at": "2026-11-22T06:00:02.114Z"
         *     }
         */
        LoanDisbursedEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "loan";
            /** @constant */
            event: "loan.disbursed";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["LoanDisbursedPayload"];
        };
        /** @description The disbursal record, as GET .../disburse/ returns it (the beneficiary's account number masked): amount paid, UTR (`transaction_id`), `transaction_time`; a staged loan's withhold tranches are in `breakdown.withheld_releases`, each with its date, none released yet. */
        LoanDisbursedPayload: {
            /** @description Rupees paid out: the net amount due (breakdown.net). */
            amount: number;
            /** @description The account paid, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no beneficiary. */
            beneficiary: components["schemas"]["DisbursalBeneficiary"] | null;
            /** @description How the amount was reached, as at disbursal; null on a disbursal recorded before 2026-11 (migration 0010), which kept no breakdown. */
            breakdown: components["schemas"]["DisbursalBreakdown"] | null;
            /** Format: uuid */
            lead_id: string;
            loan_account_number: string;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /** @constant */
            status: "Disbursed";
            /** @description The bank's UTR; null only on a disbursal recorded before UTRs were required (2026-11, migration 0010). */
            transaction_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            transaction_time: string;
        };
        /**
         * @description 409 `loan_exited`: A new physical NACH mandate (or, in the portal, a withheld release) for a loan whose borrower completed a cooling-off exit: the loan is repaid. Nothing is recorded. What to do: Nothing to do: the borrower exited and the loan is repaid.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "loan_exited",
         *         "message": "The borrower exited this loan in its cooling-off period: it takes no new mandate",
         *         "details": {}
         *       }
         *     }
         */
        LoanExitedError: {
            error: {
                /** @constant */
                code: "loan_exited";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @example {
         *       "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *       "events": [
         *         {
         *           "type": "booked",
         *           "at": "2026-11-20T09:28:56.123Z",
         *           "actor": {
         *             "kind": "api_client",
         *             "name": "demo"
         *           },
         *           "data": {
         *             "partner_loan_id": "PL-2026-000123",
         *             "loan_account_number": "LD4821937065",
         *             "body": {
         *               "partner_loan_id": "PL-2026-000123",
         *               "full_name": "Asha Verma",
         *               "loan_amount": 200000,
         *               "bank_account": {
         *                 "ac_number": [
         *                   "XXXXXXXX9012"
         *                 ],
         *                 "ifsc_code": "HDFC0001234",
         *                 "nach_type": 1,
         *                 "ac_name": "Asha Verma"
         *               },
         *               "kyc": [
         *                 {
         *                   "kyc_type": 2,
         *                   "identifier": "ABC******F",
         *                   "verified_using": 2,
         *                   "kyc_name": "Asha Verma",
         *                   "is_verified": true
         *                 }
         *               ]
         *             }
         *           }
         *         },
         *         {
         *           "type": "policy_evaluated",
         *           "at": "2026-11-20T09:28:56.124Z",
         *           "actor": {
         *             "kind": "api_client",
         *             "name": "demo"
         *           },
         *           "data": {
         *             "version": "2026-11.4",
         *             "rules": [
         *               {
         *                 "code": "age",
         *                 "passed": true,
         *                 "observed": 36,
         *                 "threshold": "21-60",
         *                 "message": "Age 36 years at application is within 21-60 years"
         *               },
         *               {
         *                 "code": "credit_score",
         *                 "passed": true,
         *                 "observed": 760,
         *                 "threshold": ">= 650",
         *                 "message": "Credit score 760 meets the minimum of 650"
         *               },
         *               {
         *                 "code": "foir",
         *                 "passed": true,
         *                 "observed": 0.4,
         *                 "threshold": "<= 0.60",
         *                 "message": "FOIR 0.40 is within the maximum of 0.60"
         *               },
         *               {
         *                 "code": "exposure",
         *                 "passed": true,
         *                 "observed": null,
         *                 "threshold": null,
         *                 "message": "within the lender's limit"
         *               },
         *               {
         *                 "code": "apr",
         *                 "passed": true,
         *                 "observed": 16.93,
         *                 "threshold": "<= 45%",
         *                 "message": "APR 16.93% is within the maximum of 45% for a personal loan"
         *               },
         *               {
         *                 "code": "upfront_charges",
         *                 "passed": true,
         *                 "observed": 2360,
         *                 "threshold": "<= 8% of loan_amount",
         *                 "message": "Upfront charges of 2,360 is within the maximum of 16,000 (8% of the loan amount)"
         *               },
         *               {
         *                 "code": "consent",
         *                 "passed": true,
         *                 "observed": 2,
         *                 "threshold": "bureau_pull + data_processing, each <= 90 days before booking",
         *                 "message": "The bureau_pull and data_processing consents were given within 90 days before booking"
         *               }
         *             ],
         *             "outcome": "Approved",
         *             "rejection_reason": null,
         *             "trigger": "booking",
         *             "failed": []
         *           }
         *         },
         *         {
         *           "type": "updated",
         *           "at": "2026-11-21T11:02:13.450Z",
         *           "actor": {
         *             "kind": "staff",
         *             "name": "Priya Sharma"
         *           },
         *           "data": {
         *             "method": "PATCH",
         *             "fields": [
         *               "bank_account"
         *             ],
         *             "changes": [
         *               {
         *                 "path": "bank_account.ac_number",
         *                 "from": [
         *                   "XXXXXXXX9012"
         *                 ],
         *                 "to": [
         *                   "XXX21"
         *                 ]
         *               },
         *               {
         *                 "path": "bank_account.ifsc_code",
         *                 "from": "HDFC0001234",
         *                 "to": "ICIC0000001"
         *               }
         *             ]
         *           }
         *         }
         *       ]
         *     }
         */
        LoanHistory: {
            /** @description Every event of the loan, oldest first */
            events: {
                actor: {
                    /**
                     * @description `api_client`: one of the partner's API clients (`name` is its client_id); `staff`: a portal user (`name` is the name of one of the partner's own users, or `Lender staff` for the lender's, who are not named); `service`: LoanDesk itself (`name` says which job, e.g. `sandbox-bank`)
                     * @enum {string}
                     */
                    kind: "api_client" | "staff" | "service";
                    name: string;
                };
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC with milliseconds
                 */
                at: string;
                /** @description What the event recorded. `booked`: `partner_loan_id`, `loan_account_number` and `body`, the loan body as booked (masked). `updated`: `method` (PUT or PATCH), `fields` (the top-level fields changed) and `changes` (`[{path, from, to}]`, masked; absent on events recorded before contract v3). `policy_evaluated`: the evaluation as the read shows it (the exposure rule without figures). Account numbers show their last 4 digits (8 or more) or last 2, PANs their first 3 and last character (`ABC******F`), CKYC numbers their last 4 digits. */
                data: {
                    [key: string]: unknown;
                };
                /** @description `booked`, `policy_evaluated`, `updated`, `disbursed`, `nach_initiated`, `nach_scan_uploaded`, `nach_status_reported`, `nach_umrn_recorded`, ... */
                type: string;
            }[];
            /** Format: uuid */
            lead_id: string;
        };
        LoanList: {
            items: components["schemas"]["LoanSummary"][];
            next_cursor: string | null;
        };
        /**
         * @description 409 `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement. What to do: Book a new application that the policy approves; a Rejected loan cannot be disbursed, mandated or given a KFS.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "loan_not_approved",
         *         "message": "Only an Approved loan can be disbursed",
         *         "details": {
         *           "status": "Rejected"
         *         }
         *       }
         *     }
         */
        LoanNotApprovedError: {
            error: {
                /** @constant */
                code: "loan_not_approved";
                details: {
                    /** @description The loan's or mandate's status that forbids the operation */
                    status: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `loan_not_disbursed`: A cooling-off exit request for a loan not yet disbursed: the period starts at disbursal. Nothing is recorded. What to do: Nothing to exit before disbursal: do not disburse the loan if the borrower no longer wants it.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "loan_not_disbursed",
         *         "message": "The loan has not been disbursed: the cooling-off period starts at disbursal",
         *         "details": {}
         *       }
         *     }
         */
        LoanNotDisbursedError: {
            error: {
                /** @constant */
                code: "loan_not_disbursed";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description An optional field sent as "" or null is treated as not sent; a required field sent so is refused as missing ("is required"). In a PATCH such an optional field is removed, inside bank_account and additional_variables key by key.
         * @example {
         *       "company_name": "Wipro",
         *       "email": "",
         *       "monthly_income": 90000
         *     }
         */
        LoanPatch: {
            /** @description Bureau data the policy reads. The `bureau_data` rule fails unless no_of_enquiries and the three tradeline counts are all given: a missing count is never read as 0. */
            additional_variables?: {
                /** @description The partner's FOIR (0-5); it can make the `foir` rule stricter, never looser. */
                foir?: number | ("" | null);
                iir?: number | ("" | null);
                no_of_enquiries?: number | ("" | null);
                no_of_tradeline_30_plus_3_month?: number | ("" | null);
                no_of_tradeline_60_plus_6_month?: number | ("" | null);
                no_of_tradeline_90_plus_ever?: number | ("" | null);
            } | ("" | null);
            /** @description Free text; may not hold a full Aadhaar number (12 digits with a valid check digit, together or in groups of four apart by spaces or punctuation, in any script's digits). The same holds for company_name, every kyc item's verification_id and address, and the co-applicants' co_address and co_email. */
            address?: string | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, not before loan_application_date and not after today (IST). */
            agreement_date?: string | ("" | null);
            /** @description Code or word: 1 (physical), 2 (e-signature), 3 (click-wrap). Returned as the code. */
            agreement_signature_type?: (number | string) | ("" | null);
            bank_account?: {
                ac_name?: string;
                /** @description Account number(s): 1-3 strings of 5-30 digits; a single string is stored as a one-item array. */
                ac_number?: string | string[];
                /** @description `^[A-Z]{4}0[A-Z0-9]{6}$` (trimmed and upper-cased first) and present in the published IFSC list (the `ifsc` package's offline data). */
                ifsc_code?: string;
                /** @description Code or word: 1 (physical), 2 (api-mandate). Returned as the code. */
                nach_type?: number | string;
                /** @description The mandate's UMRN: 1-20 printable ASCII characters; the service writes it when the mandate is registered. */
                nach_umrn?: string | ("" | null);
            };
            /** @description The customer's Central KYC number: a string of 14 digits. The customer's Central KYC number: exactly 14 digits. */
            ckyc_no?: string | ("" | null);
            /** @description At most 10. Each co_pancard differs from the borrower's PAN and from every other co-applicant's. */
            co_applicant_details?: {
                /** @description The last 4 digits of the co-applicant's Aadhaar, as a string of exactly 4 digits. */
                co_aadhaar?: (string | number) | ("" | null);
                co_address?: string | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. When given, makes the co-applicant 18-70 years old at loan_application_date. */
                co_dob?: string | ("" | null);
                co_email?: string | ("" | null);
                co_full_name: string;
                /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
                co_gender?: (number | string) | ("" | null);
                /** @description An individual's PAN (`^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`), not the borrower's and not another co-applicant's. */
                co_pancard?: string | ("" | null);
                co_phone?: string | ("" | null);
                co_pincode?: string | ("" | null);
                /** @description Code or word: 1 (spouse), 2 (father), 3 (mother), 4 (sibling), 5 (son), 6 (daughter), 7 (other). Returned as the code. */
                co_relation: number | string;
            }[] | ("" | null);
            company_name?: string | ("" | null);
            /** @description 300-900, or -1 to 10 for a new-to-credit customer; the `credit_score` rule fails a missing or new-to-credit score. */
            credit_score?: number | ("" | null);
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. In the past; fixed at booking. The policy's `age` and `age_at_maturity` rules read it. */
            date_of_birth?: string;
            /** @description The payout (contract v3 section 4). The tranches' amounts, principal and withhold together, sum to loan_amount within ₹1. At least one principal tranche (disbursal_type 0), all principal tranches on one date: the start, the day the money is paid and the disbursal's date (staged disbursal is refused). In each principal tranche the deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) are less than its amount, and gst, when given with a processing_fee, is 18 % of it within ₹1. A withhold tranche (1) carries no deductions, is released on its date, on or after the start and at most 120 days after it, and the withhold tranches together hold back at most 25 % of loan_amount. hold_amount, coupon_amount and downpayment are 0 or absent. An upfront_emi is instalment 1: the schedule's first row, due on the start, of that amount. No tranche date is before loan_application_date. Otherwise 422 `inconsistent_terms`. Without a principal tranche the loan has no Key Facts Statement and cannot be disbursed (409 `disbursal_date_missing`). */
            disbursal_detail?: {
                amount: number;
                /** @description Coupon amount given to the customer. */
                coupon_amount?: number | ("" | null);
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                date: string;
                /** @description Code or word: 0 (principal), 1 (withhold). Returned as the code. */
                disbursal_type?: number | string;
                downpayment?: number | ("" | null);
                gst?: number | ("" | null);
                /** @description Amount held on a temporary basis. */
                hold_amount?: number | ("" | null);
                insurance?: number | ("" | null);
                pre_emi?: number | ("" | null);
                processing_fee?: number | ("" | null);
                subvention?: number | ("" | null);
                upfront_emi?: number | ("" | null);
            }[] | ("" | null);
            /** @description An e-mail address; like every free-text field it may not hold a full Aadhaar number (12 digits with a valid check digit, however grouped or separated). */
            email?: string | ("" | null);
            /** @description Code or word: 0 (unemployed), 1 (salaried), 2 (self_employed), 3 (self_employed_professional), 4 (agriculture). Returned as the code. The `employment` rule fails when it is missing or 0 (unemployed). */
            employment_type?: (number | string) | ("" | null);
            fathers_name?: string | ("" | null);
            /** @description Fixed at booking. */
            full_name?: string;
            /** @description Code or word: 1 (male), 2 (female), 3 (other). Returned as the code. */
            gender?: number | string;
            interest_rate?: number;
            kyc?: {
                address?: string | ("" | null);
                /** @description For a pan item the PAN, `^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$`: the fourth letter P marks an individual's PAN (a company's or trust's cannot borrow here). For an aadhaar item the last 4 digits as a string of exactly 4 digits: a number such as 123 is refused, never padded, and a full Aadhaar number is refused and never stored. Fixed at booking. */
                identifier: string | number;
                /** @description Defaults to true; any item with false declines the whole request (422 `kyc_not_verified`), nothing stored. */
                is_verified?: boolean;
                kyc_name?: string | ("" | null);
                /** @description Code or word: 1 (aadhaar), 2 (pan). Returned as the code. */
                kyc_type: number | string;
                verification_id?: string | ("" | null);
                /** @description Code or word: 1 (image), 2 (registry-api), 3 (offline-eKYC). Returned as the code. */
                verified_using?: (number | string) | ("" | null);
            }[];
            loan_amount?: number;
            /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. At booking, not after today and at most 30 days before today, where today is the calendar date in India Standard Time (UTC+05:30): a booking at 23:59 UTC is already the next day. Fixed at booking. */
            loan_application_date?: string;
            /** @description Number of monthly EMIs, 1-600; a string of digits is accepted. */
            loan_tenure?: number | string;
            /** @description Code or word: 1 (personal_loan), 2 (education_loan). Returned as the code. */
            loan_type?: (number | string) | ("" | null);
            /** @description 10 digits starting 6-9; fixed at booking. */
            mobile_number?: string;
            /** @description Existing monthly obligations; the `foir` rule takes the larger of this and additional_variables.foir x monthly_income. */
            monthly_emi?: number | ("" | null);
            monthly_income?: number;
            mothers_name?: string | ("" | null);
            /** @description The partner's own id for the loan, unique per partner; fixed at booking. 1-64 printable ASCII characters (letters, digits, spaces and punctuation), with no space at either end. */
            partner_loan_id?: string;
            /** @description Code or word: 1 (monthly), 2 (weekly), 3 (fortnightly), 4 (other). Returned as the code. */
            payment_frequency?: (number | string) | ("" | null);
            pincode?: number;
            repayment_count?: number | ("" | null);
            /** @description When given, the whole schedule, and the loan the policy judges (contract v3 section 4). Each due_amount equals principal_amount + interest_amount within ₹1 and the principal amounts sum to loan_amount within ₹1. Count: loan_tenure rows for a monthly loan, round(loan_tenure x 52 / 12) weekly and round(loan_tenure x 26 / 12) fortnightly within 1, and repayment_count, when given, equal to the rows. Spacing: monthly rows in consecutive calendar months, weekly 7 days apart, fortnightly 14; `other` strictly increasing with no gap over 366 days. Span: the first due date after the start (the principal tranches' date) and at most one period and 30 days after it; the last at most loan_tenure months and 30 days after it. Rate: the schedule's implied rate (the IRR of loan_amount at the start, less pre_emi, against each due amount at its date) within 0.25 points of interest_rate, or the payments discounted at interest_rate worth loan_amount within ₹1 a row. Without it the service computes the schedule from the start (frequency `other` needs one). Otherwise 422 `inconsistent_terms`, each failure by its path. */
            repayment_schedule?: {
                due_amount: number;
                /** @description Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD. */
                due_date: string;
                interest_amount?: number | ("" | null);
                principal_amount?: number | ("" | null);
            }[] | ("" | null);
        };
        /** @description A read: the loan body as it stands plus the server's fields. No other property appears. */
        LoanRead: components["schemas"]["LoanBody"] & components["schemas"]["LoanReadExtras"];
        LoanReadExtras: {
            /** @description The loan agreement as recorded through agreement/ (contract v3 section 12), or null before one is */
            agreement: components["schemas"]["Agreement"] | null;
            /** @description Annual Percentage Rate as the Key Facts Statement states it (contract v3 section 11: the IRR of the borrower's dated cash flows, x 12, 52 or 26), percent, two decimals; present only when Approved. Null only for a loan booked before contract v3 whose flows have no single rate; for a loan without a principal tranche, stated from the day it was booked. */
            apr?: number | null;
            /** @description The latest verification of the account the loan pays into (its first ac_number with the IFSC), made at booking and again when an update changes that account number, the IFSC or ac_name; disbursal and mandates need it verified. Null for a Rejected loan, and for one booked before verifications were kept (2026-12, migration 0022), until operations record one. */
            bank_account_verification: components["schemas"]["BankAccountVerification"] | null;
            co_applicants: {
                /** Format: uuid */
                co_applicant_id: string;
                co_full_name: string;
                co_relation: number;
            }[];
            consents: components["schemas"]["StoredConsents"];
            /** @description The borrower's cooling-off exit (contract v3 section 12), or null when none was requested */
            cooling_off_exit: components["schemas"]["CoolingOffExit"] | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            created_at: string;
            disbursed: boolean;
            disbursed_at: string | null;
            /** Format: uuid */
            lead_id: string;
            /** @description Present only when Approved */
            loan_ac_no?: string;
            loan_account_number: string;
            physical_nach: {
                /** @description What the mandate's form prints, fixed at initiation (as in the status response) */
                mandate: components["schemas"]["NachMandate"];
                /** Format: uuid */
                physical_nach_id: string;
                /** @enum {string} */
                status: "initiated" | "registered" | "failed" | "expired" | "cancelled";
                umrn: string | null;
            } | null;
            /**
             * @description The latest policy evaluation: the policy version and every rule's `code`, `passed`, `observed` (the value the rule saw, null when its input was missing: a missing input fails), `threshold` and `message`. The rules of contract section 5:
             *
             *     | code | threshold | passes when |
             *     |---|---|---|
             *     | `age` | 21-60 | Age at loan_application_date is 21-60 (18-60 for an education loan). |
             *     | `age_at_maturity` | <= 65 | Age at the last instalment's due date (the schedule's last row, sent or computed) is at most 65. |
             *     | `employment` | given, not unemployed | employment_type is given and is not 0 (unemployed). |
             *     | `income` | >= 15,000 | monthly_income is at least 15,000. |
             *     | `credit_score` | >= 650 | credit_score is at least 650; a missing or new-to-credit score (-1 to 10) fails. |
             *     | `bureau_data` | all 4 given | additional_variables gives no_of_enquiries and the three tradeline counts (missing bureau data fails, it never reads as 0). |
             *     | `enquiries` | <= 6 | additional_variables.no_of_enquiries is at most 6. |
             *     | `delinquency` | <= 0 each | The three tradeline counts (30+ in 3 months, 60+ in 6 months, 90+ ever) are each at most 0. |
             *     | `foir` | <= 0.60 | (existing obligations + the new loan's largest instalment as a monthly amount) / monthly_income is at most 0.60, where existing obligations are the larger of monthly_emi (0 when absent) and additional_variables.foir x monthly_income: the partner's FOIR can make the check stricter, never looser. A weekly instalment counts x 52/12, a fortnightly one x 26/12; for frequency other, the most due in one calendar month; an upfront EMI is left out. |
             *     | `loan_amount` | 5,000-5,00,000 (education 5,000-20,00,000) | loan_amount is 5,000-5,00,000 for a personal loan, up to 20,00,000 for an education loan. |
             *     | `loan_tenure` | 3-60 (education 3-120) | loan_tenure is 3-60 months for a personal loan, up to 120 for an education loan. |
             *     | `interest_rate` | <= 36 | The larger of interest_rate and the repayment schedule's implied rate is at most 36 (% per annum). |
             *     | `pan_kyc` | >= 1 | At least 1 kyc item is a PAN (kyc_type 2). |
             *     | `exposure` | <= 3 loans, <= 10,00,000 | Across every partner, the customer (same PAN) has at most 3 live loans, this one included, for at most 10,00,000 in total; live: disbursed with its last instalment still ahead, or Approved, not disbursed and booked within APPROVAL_VALIDITY_DAYS (configuration, default 30). Evaluated only when every other rule passes (else not evaluated: passed null). Partners see only whether it passed: its observed and threshold are null and its message is "within the lender's limit" or "above the lender's limit" (the lender's staff see the figures). |
             *     | `apr` | <= 45% (education <= 36%) | The APR (the borrower's all-in annual cost, as the KFS states it) is at most 45% for a personal loan, 36% for an education loan. |
             *     | `upfront_charges` | <= 8% of loan_amount | processing_fee + gst + pre_emi + subvention + insurance, over all tranches, is at most 8% of loan_amount. |
             *     | `consent` | bureau_pull + data_processing, each <= 90 days before booking | The booking's consents include bureau_pull and data_processing, each given_at at most 90 days (IST calendar days) before the booking and not after it. Consents posted later (POST .../consents/) never satisfy it. |
             * @example {
             *       "version": "2026-11.4",
             *       "rules": [
             *         {
             *           "code": "age",
             *           "passed": true,
             *           "observed": 36,
             *           "threshold": "21-60",
             *           "message": "Age 36 years at application is within 21-60 years"
             *         },
             *         {
             *           "code": "credit_score",
             *           "passed": true,
             *           "observed": 760,
             *           "threshold": ">= 650",
             *           "message": "Credit score 760 meets the minimum of 650"
             *         },
             *         {
             *           "code": "foir",
             *           "passed": true,
             *           "observed": 0.4,
             *           "threshold": "<= 0.60",
             *           "message": "FOIR 0.40 is within the maximum of 0.60"
             *         },
             *         {
             *           "code": "exposure",
             *           "passed": true,
             *           "observed": null,
             *           "threshold": null,
             *           "message": "within the lender's limit"
             *         },
             *         {
             *           "code": "apr",
             *           "passed": true,
             *           "observed": 16.93,
             *           "threshold": "<= 45%",
             *           "message": "APR 16.93% is within the maximum of 45% for a personal loan"
             *         },
             *         {
             *           "code": "upfront_charges",
             *           "passed": true,
             *           "observed": 2360,
             *           "threshold": "<= 8% of loan_amount",
             *           "message": "Upfront charges of 2,360 is within the maximum of 16,000 (8% of the loan amount)"
             *         },
             *         {
             *           "code": "consent",
             *           "passed": true,
             *           "observed": 2,
             *           "threshold": "bureau_pull + data_processing, each <= 90 days before booking",
             *           "message": "The bureau_pull and data_processing consents were given within 90 days before booking"
             *         }
             *       ]
             *     }
             */
            policy: {
                rules: {
                    code: string;
                    message: string;
                    observed: number | string | null;
                    /** @description null: not evaluated (the exposure rule runs only when every other rule passes) */
                    passed: boolean | null;
                    threshold: string | null;
                }[];
                version: string;
            };
            /** @description Present only when Rejected */
            rejection_reason?: string;
            /** @enum {string} */
            status: "Approved" | "Rejected";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updated_at: string;
        };
        /**
         * @description 409 `loan_rejected`: A credit-relevant change to a Rejected loan; book a new application instead (its other fields may still be updated). What to do: Book a new application for credit-relevant changes; other fields may still be updated.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "loan_rejected",
         *         "message": "The loan was rejected; credit-relevant details cannot be changed, book a new application",
         *         "details": {}
         *       }
         *     }
         */
        LoanRejectedError: {
            error: {
                /** @constant */
                code: "loan_rejected";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        LoanSummary: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            created_at: string;
            disbursed: boolean;
            disbursed_at: string | null;
            full_name: string;
            /** Format: uuid */
            lead_id: string;
            loan_account_number: string;
            loan_amount: number;
            partner_loan_id: string;
            /** @enum {string} */
            status: "Approved" | "Rejected";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "entity": "loan",
         *       "payload": {
         *         "date": "2026-12-22",
         *         "released_at": "2026-12-22T05:30:00.000Z",
         *         "amount": 50000,
         *         "transaction_id": "HDFCN52026122298765432",
         *         "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *         "partner_loan_id": "PL-2026-000123",
         *         "position": 0
         *       },
         *       "event": "loan.withheld_released",
         *       "id": "019a9a10-2c2d-7e3f-8a4b-5c6d7e8f9a02",
         *       "created_at": "2026-12-22T05:31:09.020Z"
         *     }
         */
        LoanWithheldReleasedEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "loan";
            /** @constant */
            event: "loan.withheld_released";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["LoanWithheldReleasedPayload"];
        };
        /** @description One withhold tranche's money, released by operations to the account the disbursal paid. */
        LoanWithheldReleasedPayload: {
            /** @description Rupees released; null until then. */
            amount: number | null;
            /**
             * Format: date
             * @description The withhold tranche's date: when its money is due to the borrower.
             */
            date: string;
            /** Format: uuid */
            lead_id: string;
            /** @description The partner's own id of the loan, as booked */
            partner_loan_id: string;
            /** @description The withhold tranche's place among the loan's withhold tranches, from 0, as `breakdown.withheld_releases` lists them */
            position: number;
            /** @description When operations released it; null until then. */
            released_at: string | null;
            /** @description The release's UTR; null until then. */
            transaction_id: string | null;
        };
        /**
         * @description 422 `mandate_amount_too_high`: A NACH initiation whose `amount` is above 3 x the loan's largest instalment (contract v3 section 8), or, where the lender's mandate category caps a debit lower (S001: ₹25,000), above that cap: an authority far beyond what is due. Exactly `details.maximum` is accepted. What to do: Send an amount of at most `details.maximum`, or leave it out for the default.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "mandate_amount_too_high",
         *         "message": "The mandate amount may be at most 29,520 (3 x the largest instalment, 9,840): an authority far above the instalments is not one the borrower needs to give",
         *         "details": {
         *           "maximum": 29520
         *         }
         *       }
         *     }
         */
        MandateAmountTooHighError: {
            error: {
                /** @constant */
                code: "mandate_amount_too_high";
                details: {
                    /** @description The most accepted, in rupees */
                    maximum: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `mandate_amount_too_low`: A NACH initiation whose `amount` is below the loan's largest instalment, which the bank would then refuse to debit. What to do: Send an amount of at least `details.minimum`, or leave it out for the default.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "mandate_amount_too_low",
         *         "message": "The mandate amount must be at least the largest instalment, 9,653, or the bank refuses that debit",
         *         "details": {
         *           "minimum": 9653
         *         }
         *       }
         *     }
         */
        MandateAmountTooLowError: {
            error: {
                /** @constant */
                code: "mandate_amount_too_low";
                details: {
                    /** @description The largest instalment: the least amount accepted */
                    minimum: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 405 `method_not_allowed`: The path exists but does not serve this method; `Allow` and `details.allow` list the methods it does serve. What to do: Use one of the methods in `Allow`.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "method_not_allowed",
         *         "message": "Method not allowed; use GET, POST",
         *         "details": {
         *           "allow": [
         *             "GET",
         *             "POST"
         *           ]
         *         }
         *       }
         *     }
         */
        MethodNotAllowedError: {
            error: {
                /** @constant */
                code: "method_not_allowed";
                details: {
                    allow: string[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `nach_account_rejected`: The bank rejected an earlier mandate of the loan with an NPCI reason that says the account cannot take debits (M011-M015, M036, M037, M038, M054: no re-presentation), and a new mandate is asked for on the same account number and IFSC; after M057 (name mismatch), with the same signatories and account name. It starts once the loan's first `ac_number` or `ifsc_code` changes (M057: the signatories or `bank_account.ac_name`). Also a disbursal after a failure with M013, M014 or M015 (the account holder's death, lunacy or insolvency) until the lender's operations clear it. Nothing is stored. What to do: Ask the borrower for another account (change the first `ac_number` or `ifsc_code`), or correct the signatories or `ac_name` for M057; `details.reason` says which.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "nach_account_rejected",
         *         "message": "The bank rejected an earlier mandate on this account with NPCI reason M038 (No such account), which NPCI allows no mandate to be presented again for; a new mandate can start once the loan's bank account (its first ac_number or its ifsc_code) changes",
         *         "details": {
         *           "reason": {
         *             "code": "M038",
         *             "description": "No such account"
         *           }
         *         }
         *       }
         *     }
         */
        NachAccountRejectedError: {
            error: {
                /** @constant */
                code: "nach_account_rejected";
                details: {
                    /**
                     * Format: uuid
                     * @description A disbursal's refusal: the failed mandate whose reason holds it
                     */
                    physical_nach_id?: string;
                    /** @description NPCI's reason the bank gave for the failed mandate */
                    reason: {
                        /** @description NPCI's mandate rejection code */
                        code: string;
                        description: string;
                    };
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 409 `nach_already_active`: The loan already has a physical NACH mandate that is initiated or registered. What to do: Use the mandate the loan has (poll its status); start a new one only after it fails, expires or is cancelled.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "nach_already_active",
         *         "message": "The loan already has a physical NACH mandate that is initiated or registered",
         *         "details": {}
         *       }
         *     }
         */
        NachAlreadyActiveError: {
            error: {
                /** @constant */
                code: "nach_already_active";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        NachEventPayload: {
            /** Format: uuid */
            physical_nach_id: string;
            /** @enum {string} */
            status: "initiated" | "registered" | "failed" | "expired" | "cancelled";
            /** @description Set when status is registered, and kept when a registered mandate is cancelled */
            umrn: string | null;
        };
        /** @description Why the bank rejected the mandate: NPCI's reason code and its description */
        NachFailureReason: {
            /** @description NPCI's mandate rejection code; null for a failure recorded before reasons were NPCI codes */
            code: ("M003" | "M004" | "M005" | "M006" | "M007" | "M008" | "M009" | "M010" | "M011" | "M012" | "M013" | "M014" | "M015" | "M020" | "M021" | "M022" | "M023" | "M024" | "M025" | "M026" | "M027" | "M030" | "M031" | "M032" | "M033" | "M034" | "M035" | "M036" | "M037" | "M038" | "M041" | "M042" | "M043" | "M049" | "M050" | "M051" | "M052" | "M053" | "M054" | "M055" | "M056" | "M057" | "M058" | "M060" | "M061" | "M062" | "M063" | "M065" | "M066" | "M067" | "M068" | "M072" | "M073" | "M074" | "M075" | "M076" | "M077" | "M078" | "M079" | "M080" | "M081" | "M082" | "M083" | "M084" | "M085" | "M086" | "M087" | "M094" | "M095" | "M096") | null;
            /** @description NPCI's description of the code as it was when the failure was recorded, or the older free-text reason */
            description: string;
        };
        /**
         * @description 422 `nach_frequency_unsupported`: A NACH initiation for a weekly, fortnightly or other loan, which only an as-presented mandate can collect, where the lender's mandate category (`NACH_CATEGORY`, default L001, loan instalment) takes no as-presented debits: no physical mandate can collect the loan, whatever `frequency` is sent. What to do: Collect this loan's instalments another way; the lender's mandate category takes no as-presented debits.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "nach_frequency_unsupported",
         *         "message": "The loan's instalments are weekly: only an as-presented mandate can collect them, and mandate category L001 (Loan instalment payment), under which the lender lodges its mandates, takes no as-presented debits; no physical NACH mandate can collect this loan",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "frequency",
         *               "message": "no frequency collects a weekly loan under mandate category L001 (Loan instalment payment)"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        NachFrequencyUnsupportedError: {
            error: {
                /** @constant */
                code: "nach_frequency_unsupported";
                details: {
                    /** @description The frequency field */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        NachInitiated: {
            /** @description Set exactly when status is failed */
            failure_reason: components["schemas"]["NachFailureReason"] | null;
            /** Format: uuid */
            lead_id: string;
            mandate: components["schemas"]["NachMandate"];
            nach_pdf_url: string;
            /** Format: uuid */
            physical_nach_id: string;
            /** @enum {string} */
            status: "initiated" | "registered" | "failed" | "expired" | "cancelled";
            /** @description Set when status is registered, and kept when a registered mandate is cancelled */
            umrn: string | null;
        };
        /**
         * @example {
         *       "lead_id": "019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70",
         *       "account_type": "savings",
         *       "debit_type": "maximum",
         *       "amount": 15000,
         *       "frequency": "monthly",
         *       "until_cancelled": true,
         *       "signatories": [
         *         "Asha Verma"
         *       ]
         *     }
         */
        NachInitiateRequest: {
            /** @description One of the loan's account numbers; default the first. */
            ac_number?: string | ("" | null);
            /** @description savings (default), current, sb_nro or other; cc and sb_nre get 422 account_type_not_allowed. */
            account_type?: string | ("" | null);
            /** @description Rupees, at least the largest instalment and at most 10,000,000; default the largest instalment x 1.5 rounded up to the next 100 (the instalment itself for fixed). */
            amount?: number | ("" | null);
            /** @description maximum [variable] (default) or fixed; fixed only when every instalment is the same amount. */
            debit_type?: string | ("" | null);
            /** @description After start_date; default the last instalment's due date plus 6 months. Not with until_cancelled: true. */
            end_date?: string | ("" | null);
            /** @description monthly, quarterly, half_yearly [semiannually], yearly or as_presented [adhoc]; default from payment_frequency. */
            frequency?: string | ("" | null);
            lead_id: string;
            /** @description 1-3 names as in the bank's records; default [bank_account.ac_name]. */
            signatories?: string[] | ("" | null);
            /** @description Not before today (IST); default the first instalment's due date, or today when that has passed. */
            start_date?: string | ("" | null);
            until_cancelled?: boolean | ("" | null);
        };
        NachMandate: {
            ac_name: string;
            ac_number: string;
            /** @enum {string} */
            account_type: "savings" | "current" | "sb_nro" | "other";
            /** @description Rupees: the most (maximum) or exactly (fixed) what one debit may take */
            amount: number;
            bank_name: string;
            /** @description The lender, whom the customer authorises */
            creditor_name: string;
            /** @enum {string} */
            debit_type: "maximum" | "fixed";
            email: string | null;
            /** @description Null when until_cancelled */
            end_date: string | null;
            /** @enum {string} */
            frequency: "monthly" | "quarterly" | "half_yearly" | "yearly" | "as_presented";
            ifsc_code: string;
            /**
             * Format: date
             * @description The initiation date in IST
             */
            mandate_date: string;
            phone: string;
            /** @description The loan account number */
            reference_1: string;
            /** @description The partner_loan_id */
            reference_2: string;
            signatories: string[];
            sponsor_bank_code: string;
            /** Format: date */
            start_date: string;
            until_cancelled: boolean;
            utility_code: string;
        };
        /**
         * @description 409 `nach_mandate_active`: A PUT or PATCH while the loan's physical NACH mandate is initiated or registered that changes `bank_account`, or after which the mandate could no longer collect the instalments: every check an initiation makes of its terms against the schedule (frequency, start and end, amount below the largest instalment or above 3 x it, a fixed debit's equality). `details.fields` names the mandate's terms at fault; nothing is stored. What to do: Keep `bank_account` and the terms the mandate collects as they are while it is initiated or registered, or have the mandate cancelled first; `details.fields` names what conflicts.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "nach_mandate_active",
         *         "message": "The loan's physical NACH mandate is registered, and after this update it could not collect the instalments: The mandate ends 2027-11-05, before the last instalment, due 2028-05-05, which it could then not collect. Nothing was changed",
         *         "details": {
         *           "physical_nach_id": "0190f5d2-8c1e-7b3a-9d4f-2a6b8c0e1f35",
         *           "status": "registered",
         *           "fields": [
         *             {
         *               "path": "mandate.end_date",
         *               "message": "must be on or after 2028-05-05, the last instalment's due date, or send until_cancelled: true"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        NachMandateActiveError: {
            error: {
                /** @constant */
                code: "nach_mandate_active";
                details: {
                    /** @description The mandate's terms (`mandate.frequency`, `mandate.start_date`, `mandate.end_date`, `mandate.amount`, `mandate.debit_type`) that would no longer collect the instalments */
                    fields?: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                    /** @description The update's largest instalment, when the amount or debit type is at fault */
                    largest_instalment?: number;
                    /** @description The mandate's amount, when the amount or debit type is at fault */
                    mandate_amount?: number;
                    /** Format: uuid */
                    physical_nach_id: string;
                    /** @enum {string} */
                    status: "initiated" | "registered";
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        NachStatus: {
            /** @description Set exactly when status is failed */
            failure_reason: components["schemas"]["NachFailureReason"] | null;
            mandate: components["schemas"]["NachMandate"];
            /** Format: uuid */
            physical_nach_id: string;
            /** @enum {string} */
            status: "initiated" | "registered" | "failed" | "expired" | "cancelled";
            /** @description Set when status is registered, and kept when a registered mandate is cancelled */
            umrn: string | null;
        };
        /**
         * @example {
         *       "entity": "nach",
         *       "payload": {
         *         "umrn": "LDSK0000000000000042",
         *         "status": "registered",
         *         "physical_nach_id": "019a8f40-1111-7222-8333-444455556666"
         *       },
         *       "event": "physical_nach.status_update",
         *       "id": "019a9a10-7c2d-7e3f-8a4b-5c6d7e8f9a07",
         *       "created_at": "2026-11-23T08:45:00.000Z"
         *     }
         */
        NachStatusEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "nach";
            /** @constant */
            event: "physical_nach.status_update";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["NachEventPayload"];
        };
        /**
         * @description 409 `nach_type_mismatch`: A physical NACH for a loan whose `bank_account.nach_type` is api-mandate. What to do: Change the loan's `bank_account.nach_type` to physical first, or use the API mandate flow.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "nach_type_mismatch",
         *         "message": "A physical NACH can be started only for a loan whose NACH type is physical; this loan's is api-mandate",
         *         "details": {}
         *       }
         *     }
         */
        NachTypeMismatchError: {
            error: {
                /** @constant */
                code: "nach_type_mismatch";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        NachUploaded: {
            /** Format: uuid */
            physical_nach_id: string;
            /** @enum {string} */
            status: "initiated" | "registered" | "failed" | "expired" | "cancelled";
            /** Format: date-time */
            uploaded_at: string;
        };
        /**
         * @description 404 `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). What to do: Check the id and the path (ids are the UUIDs this API returned to your own client); an id of another partner is never found.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "not_found",
         *         "message": "Loan not found",
         *         "details": {}
         *       }
         *     }
         */
        NotFoundError: {
            error: {
                /** @constant */
                code: "not_found";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 413 `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. What to do: Send a smaller body: at most 1 MiB of JSON, a signed scan of at most 5 MiB.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "payload_too_large",
         *         "message": "The request body is larger than 1048576 bytes",
         *         "details": {
         *           "limit_bytes": 1048576
         *         }
         *       }
         *     }
         */
        PayloadTooLargeError: {
            error: {
                /** @constant */
                code: "payload_too_large";
                details: {
                    limit_bytes?: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `policy_rejects_update`: The update changes a credit-relevant field and the current policy would not approve the loan so changed; nothing is stored. What to do: Keep the credit-relevant fields as they were, or book a new application with the new terms.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "policy_rejects_update",
         *         "message": "The policy would not approve the loan with this change",
         *         "details": {
         *           "rules": [
         *             {
         *               "code": "loan_amount",
         *               "message": "Loan amount 600,000 is above the maximum of 500,000 for a personal loan"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        PolicyRejectsUpdateError: {
            error: {
                /** @constant */
                code: "policy_rejects_update";
                details: {
                    /** @description The rules the updated loan fails */
                    rules: {
                        code: string;
                        message: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 412 `precondition_failed`: If-Match does not match the loan's current ETag; `details.etag` is the current one. What to do: Read the loan again, reapply your change to what it holds now and send it with the new ETag (`details.etag`).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "precondition_failed",
         *         "message": "The loan has changed since the given ETag",
         *         "details": {
         *           "etag": "\"019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70.3\""
         *         }
         *       }
         *     }
         */
        PreconditionFailedError: {
            error: {
                /** @constant */
                code: "precondition_failed";
                details: {
                    etag: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 429 `rate_limited`: Too many requests from this API client (or too many uploads or PDF downloads at once); retry after `Retry-After` seconds. What to do: Wait `Retry-After` seconds, then send fewer requests at once.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "rate_limited",
         *         "message": "Too many requests; slow down and retry after the given time",
         *         "details": {
         *           "retry_after_seconds": 1
         *         }
         *       }
         *     }
         */
        RateLimitedError: {
            error: {
                /** @constant */
                code: "rate_limited";
                details: {
                    /** @description For uploads and PDF downloads: how many may be in progress at once */
                    limit?: number;
                    retry_after_seconds: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        Readiness: {
            /** @constant */
            database: "ok";
            /** @constant */
            status: "ok";
        };
        /**
         * @description 408 `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. What to do: Send the whole body again without pauses, with the same Idempotency-Key where the operation takes one.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "request_timeout",
         *         "message": "No part of the request body arrived for 10000 ms; send it again without pauses",
         *         "details": {
         *           "idle_timeout_ms": 10000
         *         }
         *       }
         *     }
         */
        RequestTimeoutError: {
            error: {
                /** @constant */
                code: "request_timeout";
                details: {
                    idle_timeout_ms: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 503 `service_unavailable`: The database does not answer, the request took too long (it may still have taken effect: retry with the same Idempotency-Key or read first), or every PDF renderer is busy; retry after `Retry-After` seconds. What to do: Wait `Retry-After` seconds and retry with the same Idempotency-Key, or read first: the request may have taken effect.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "service_unavailable",
         *         "message": "The service is temporarily unavailable; retry shortly",
         *         "details": {}
         *       }
         *     }
         */
        ServiceUnavailableError: {
            error: {
                /** @constant */
                code: "service_unavailable";
                details: {
                    /** @constant */
                    database?: "down";
                    /** @description When every PDF renderer is busy: the Retry-After */
                    retry_after_seconds?: number;
                    timeout_ms?: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /** @description Every consent and revocation recorded for the loan, oldest first. A purpose is in force when its latest record by the borrower's time (given_at, revoked_at) is a consent. */
        StoredConsents: ({
            /** @enum {string} */
            channel: "web" | "app" | "assisted" | "paper";
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            given_at: string;
            ip?: string;
            /** @enum {string} */
            purpose: "bureau_pull" | "data_processing" | "nach_debit";
            /**
             * Format: date-time
             * @description When the server recorded it.
             */
            recorded_at: string;
            reference?: string;
            /**
             * @description booking: sent with the booking (the only consents the policy reads); api or portal: recorded later.
             * @enum {string}
             */
            source: "booking" | "api" | "portal";
            text_version: string;
            /** @constant */
            type: "consent";
        } | {
            /** @enum {string} */
            purpose: "bureau_pull" | "data_processing" | "nach_debit";
            /**
             * Format: date-time
             * @description When the server recorded it.
             */
            recorded_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            revoked_at: string;
            /**
             * @description booking: sent with the booking (the only consents the policy reads); api or portal: recorded later.
             * @enum {string}
             */
            source: "booking" | "api" | "portal";
            /** @constant */
            type: "revocation";
        })[];
        /**
         * @description 409 `umrn_in_use`: Operations recorded a UMRN that another mandate already holds (the portal's answer; no partner endpoint returns it). What to do: Check the UMRN against the bank's file; each UMRN belongs to one mandate (portal only).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "umrn_in_use",
         *         "message": "This UMRN is already recorded on another mandate",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "umrn",
         *               "message": "HDFC0000000012345678 is already recorded on another mandate"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        UmrnInUseError: {
            error: {
                /** @constant */
                code: "umrn_in_use";
                details: {
                    /** @description The UMRN field and why it was refused */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 401 `unauthorized`: Missing or wrong API credentials; the answer carries `WWW-Authenticate: Basic realm="loandesk"`. What to do: Send HTTP Basic `client_id:client_secret` of an active API client; after a rotation, use the new secret.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "unauthorized",
         *         "message": "Missing or invalid API credentials",
         *         "details": {}
         *       }
         *     }
         */
        UnauthorizedError: {
            error: {
                /** @constant */
                code: "unauthorized";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `unknown_account`: A NACH initiation's `ac_number` is not one of the loan's `bank_account.ac_number`. What to do: Send one of the loan's `bank_account.ac_number`, or leave `ac_number` out for the first.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "unknown_account",
         *         "message": "The account number is not one of the loan's bank_account.ac_number",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "ac_number",
         *               "message": "must be one of the loan's account numbers"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        UnknownAccountError: {
            error: {
                /** @constant */
                code: "unknown_account";
                details: {
                    /** @description The ac_number field */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 422 `unprintable_text`: A PDF (the mandate form, the KFS) that cannot print a value as written: it holds a character none of the document's fonts has (Latin and the nine Indian scripts of contract section 8 print; `details.characters` lists the others), or it is a signatory's name too long for its signature box even at the smallest size the form prints (5 pt). `details.field` names the value. A name on a legal document is printed as written or not at all. What to do: Send the value `details.field` names in a script the document prints (or a shorter signatory name); nothing was rendered.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "unprintable_text",
         *         "message": "mandate.signatories[0] has characters no font of this document can print: U+0DC1, U+0DCF",
         *         "details": {
         *           "field": "mandate.signatories[0]",
         *           "characters": [
         *             "U+0DC1",
         *             "U+0DCF"
         *           ]
         *         }
         *       }
         *     }
         */
        UnprintableTextError: {
            error: {
                /** @constant */
                code: "unprintable_text";
                details: {
                    /** @description The characters no font prints, as U+ code points; absent for a name too long for its box */
                    characters?: string[];
                    /** @description The value's path, such as `mandate.signatories[1]` or `full_name` */
                    field: string;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 415 `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). What to do: Send `Content-Type: application/json` (multipart/form-data for the signed form and a physical KFS acceptance).
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "unsupported_media_type",
         *         "message": "The request body must be JSON (Content-Type: application/json)",
         *         "details": {}
         *       }
         *     }
         */
        UnsupportedMediaTypeError: {
            error: {
                /** @constant */
                code: "unsupported_media_type";
                details: Record<string, never>;
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        UpdateResult: {
            co_applicants: {
                /** Format: uuid */
                co_applicant_id: string;
                co_full_name: string;
                co_relation: number;
            }[];
            /** Format: uuid */
            lead_id: string;
            loan_account_number: string;
            /** @enum {string} */
            status: "Approved" | "Rejected";
        };
        /**
         * @description 409 `utr_in_use`: A disbursal (or an operations record of a withheld release or a cooling-off repayment) whose `transaction_id` (the bank's UTR) is already recorded on any transfer, by this partner or any other, also when two race: one bank transfer pays one thing. Nothing is recorded. What to do: Send the UTR of this transfer; each bank transfer is recorded once.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "utr_in_use",
         *         "message": "This UTR is already recorded on another transfer",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "transaction_id",
         *               "message": "is already recorded on another transfer"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        UtrInUseError: {
            error: {
                /** @constant */
                code: "utr_in_use";
                details: {
                    /** @description The transaction_id field and why it was refused */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        /**
         * @description 400 `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. What to do: Fix each field `details.fields` names and send the request again; nothing was stored.
         * @example {
         *       "is_success": false,
         *       "error": {
         *         "code": "validation_error",
         *         "message": "The request body is not valid",
         *         "details": {
         *           "fields": [
         *             {
         *               "path": "bank_account.ifsc_code",
         *               "message": "must be an IFSC code in the published IFSC list"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        ValidationError: {
            error: {
                /** @constant */
                code: "validation_error";
                details: {
                    /** @description Each problem by its path; an empty list when the body is missing; at most 20 */
                    fields: {
                        message: string;
                        /** @description Where the problem is, e.g. `bank_account.ifsc_code` or `kyc[0].identifier` */
                        path: string;
                    }[];
                    /** @description How many problems there were, present only when some were left out of `fields` */
                    total_fields?: number;
                };
                message: string;
            };
            /** @constant */
            is_success: false;
        };
        WebhookDelivery: {
            attempt_count: number;
            attempts: {
                /** Format: date-time */
                attempted_at: string;
                error: string | null;
                http_status: number | null;
                latency_ms: number;
                /** @description The answer's first 1 KiB in demo mode; always null in production, which keeps only an answer's status and latency */
                response_excerpt: string | null;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            endpoint_id: string;
            endpoint_url: string;
            event: string;
            /** Format: uuid */
            event_id: string;
            /** Format: uuid */
            id: string;
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
        };
        WebhookEndpoint: {
            /** Format: date-time */
            created_at: string;
            disabled_reason: string | null;
            enabled: boolean;
            /** @description The event types the endpoint is sent; null: every type, including those added later */
            event_types: ("loan.disbursed" | "loan.withheld_released" | "loan.cooling_off_exit" | "kfs.issued" | "kfs.accepted" | "bank_account.verification_updated" | "physical_nach.status_update")[] | null;
            /** Format: uuid */
            id: string;
            /** @description After a rotation, until when deliveries are also signed with the previous secret (24 hours); null when only the current secret signs */
            previous_secret_expires_at: string | null;
            url: string;
        };
        /**
         * @example {
         *       "url": "https://partner.example.com/loandesk/webhooks",
         *       "event_types": [
         *         "loan.disbursed",
         *         "physical_nach.status_update"
         *       ]
         *     }
         */
        WebhookEndpointCreate: {
            /** @description Left out: every event type, including those added later. */
            event_types?: ("loan.disbursed" | "loan.withheld_released" | "loan.cooling_off_exit" | "kfs.issued" | "kfs.accepted" | "bank_account.verification_updated" | "physical_nach.status_update")[];
            url: string;
        };
        WebhookEndpointDeleted: {
            /** @constant */
            deleted: true;
            /** Format: uuid */
            id: string;
        };
        WebhookEndpointList: {
            items: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookEndpointSecret: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description Until when deliveries also carry a signature made with the previous secret; a rotation within that time ends the oldest secret at once
             */
            previous_secret_expires_at: string;
            /** @description whsec_…; shown only in this response */
            secret: string;
        };
        /**
         * @example {
         *       "event_types": [
         *         "loan.disbursed",
         *         "kfs.accepted"
         *       ]
         *     }
         */
        WebhookEndpointUpdate: {
            /** @description The event types to send from now on; null for every type, including those added later. Deliveries already queued are still sent. */
            event_types: ("loan.disbursed" | "loan.withheld_released" | "loan.cooling_off_exit" | "kfs.issued" | "kfs.accepted" | "bank_account.verification_updated" | "physical_nach.status_update")[] | null;
        };
        WebhookEndpointWithSecret: {
            /** Format: date-time */
            created_at: string;
            disabled_reason: string | null;
            enabled: boolean;
            /** @description The event types the endpoint is sent; null: every type, including those added later */
            event_types: ("loan.disbursed" | "loan.withheld_released" | "loan.cooling_off_exit" | "kfs.issued" | "kfs.accepted" | "bank_account.verification_updated" | "physical_nach.status_update")[] | null;
            /** Format: uuid */
            id: string;
            /** @description After a rotation, until when deliveries are also signed with the previous secret (24 hours); null when only the current secret signs */
            previous_secret_expires_at: string | null;
            /** @description whsec_…; shown only in this response */
            secret: string;
            url: string;
        };
        /**
         * @example {
         *       "entity": "webhook",
         *       "payload": {
         *         "endpoint_id": "019a8f3d-0000-7000-8000-00000000abcd",
         *         "message": "A test event from LoanDesk: verify its signature and answer 2xx."
         *       },
         *       "event": "webhook.test",
         *       "id": "019a9a10-8c2d-7e3f-8a4b-5c6d7e8f9a08",
         *       "created_at": "2026-11-20T10:00:00.000Z"
         *     }
         */
        WebhookTestEvent: {
            /** Format: date-time */
            created_at: string;
            /** @constant */
            entity: "webhook";
            /** @constant */
            event: "webhook.test";
            /**
             * Format: uuid
             * @description Unique per event; the same on every retry, and sent as the webhook-id header
             */
            id: string;
            payload: components["schemas"]["WebhookTestPayload"];
        };
        WebhookTestPayload: {
            /**
             * Format: uuid
             * @description The endpoint the test was sent to
             */
            endpoint_id: string;
            message: string;
        };
        /** @description One withhold tranche's money, paid later by operations to the verified account. */
        WithheldRelease: {
            /** @description Rupees released; null until then. */
            amount: number | null;
            /**
             * Format: date
             * @description The withhold tranche's date: when its money is due to the borrower.
             */
            date: string;
            /** @description When operations released it; null until then. */
            released_at: string | null;
            /** @description The release's UTR; null until then. */
            transaction_id: string | null;
        };
    };
    responses: {
        /** @description 500 `internal_error` */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalError"];
            };
        };
        /** @description 405 `method_not_allowed`: the answer to a method a listed path does not serve; `Allow` lists the methods the path item has here. */
        MethodNotAllowed: {
            headers: {
                Allow: components["headers"]["Allow"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MethodNotAllowedError"];
            };
        };
        /** @description 404 `not_found`: the answer to any /api path this document does not list, for any method. */
        NoSuchPath: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description 429 `rate_limited` */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitedError"];
            };
        };
        /** @description 503 `service_unavailable` */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServiceUnavailableError"];
            };
        };
        /** @description 401 `unauthorized` */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The methods this path serves, comma-separated. */
        Allow: string;
        /** @description The loan's version; send it back as If-Match on PUT or PATCH to refuse a lost update (412 precondition_failed). */
        ETag: string;
        /** @description A hash of what the form prints (the mandate's snapshot) and of the renderer's version: the bytes never change; send it as If-None-Match to get 304 instead of the bytes again. */
        FormETag: string;
        /** @description `true` when this is the kept answer of an earlier request with the same Idempotency-Key and body (within 24 h); absent otherwise. */
        IdempotencyReplayed: "true";
        /** @description A hash of the version's content as issued (not of `accepted`): it never changes; send it as If-None-Match to get 304 instead of the content again. */
        KfsContentETag: string;
        /** @description A hash of what the statement prints and of the renderer's version. A version never changes once issued, so neither do its bytes: send it as If-None-Match to get 304 instead of the bytes again. */
        KfsETag: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: string;
        /** @description Seconds to wait before retrying; sent with `idempotency_key_in_use` only. */
        RetryAfterIfInUse: string;
        /** @description Always `Basic realm="loandesk"`. */
        WWWAuthenticate: string;
        /** @description The request's id: the client's own X-Request-Id when it sent a valid one (1-128 of A-Z a-z 0-9 . _ : -), else a new UUID. Quote it when reporting a problem. */
        XRequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Readiness"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Liveness"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLoans: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                partner_loan_id?: string;
                status?: "Approved" | "Rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of loans; pass `next_cursor` as `cursor` for the next one */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoanList"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /** @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bookLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters. The same key and body within 24 h replay the first answer (with `Idempotency-Replayed: true`); the same key with another body gets 422 `idempotency_key_reused`; a request arriving while the first is still running gets 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Booking"];
            };
        };
        responses: {
            /** @description Booked; the policy's outcome is in `status` */
            201: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingResult"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `duplicate_partner_loan_id`: This partner already booked a loan with this partner_loan_id; `details` names it.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer).
             */
            409: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "Retry-After": components["headers"]["RetryAfterIfInUse"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicatePartnerLoanIdError"] | components["schemas"]["IdempotencyKeyInUseError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description `kyc_not_verified`: A KYC item has `is_verified: false`; the whole request is declined and nothing is stored.
             *
             *     `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used (within 24 h) with a different body.
             */
            422: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycNotVerifiedError"] | components["schemas"]["InconsistentTermsError"] | components["schemas"]["IdempotencyKeyReusedError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readLoan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan as it stands */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoanRead"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the read the change is based on; a stale one gets 412 `precondition_failed` with the current ETag in `details.etag`. Compared as RFC 9110 says: `*` matches, a comma-separated list matches when any member does, and a weak ETag (`W/"…"`) never matches. The ETag without its quotes (as some HTTP clients send it) matches too. */
                "If-Match"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Loan"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UpdateResult"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_disbursed`: The loan has been disbursed; PUT and PATCH are refused from then on.
             *
             *     `nach_mandate_active`: A PUT or PATCH while the loan's physical NACH mandate is initiated or registered that changes `bank_account`, or after which the mandate could no longer collect the instalments: every check an initiation makes of its terms against the schedule (frequency, start and end, amount below the largest instalment or above 3 x it, a fixed debit's equality). `details.fields` names the mandate's terms at fault; nothing is stored.
             *
             *     `loan_rejected`: A credit-relevant change to a Rejected loan; book a new application instead (its other fields may still be updated).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanDisbursedError"] | components["schemas"]["NachMandateActiveError"] | components["schemas"]["LoanRejectedError"];
                };
            };
            /** @description `precondition_failed`: If-Match does not match the loan's current ETag; `details.etag` is the current one. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description `kyc_not_verified`: A KYC item has `is_verified: false`; the whole request is declined and nothing is stored.
             *
             *     `customer_identifier_immutable`: An update changes a field fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, a kyc item's type and identifier).
             *
             *     `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `policy_rejects_update`: The update changes a credit-relevant field and the current policy would not approve the loan so changed; nothing is stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycNotVerifiedError"] | components["schemas"]["CustomerIdentifierImmutableError"] | components["schemas"]["InconsistentTermsError"] | components["schemas"]["PolicyRejectsUpdateError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the read the change is based on; a stale one gets 412 `precondition_failed` with the current ETag in `details.etag`. Compared as RFC 9110 says: `*` matches, a comma-separated list matches when any member does, and a weak ETag (`W/"…"`) never matches. The ETag without its quotes (as some HTTP clients send it) matches too. */
                "If-Match"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanPatch"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UpdateResult"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_disbursed`: The loan has been disbursed; PUT and PATCH are refused from then on.
             *
             *     `nach_mandate_active`: A PUT or PATCH while the loan's physical NACH mandate is initiated or registered that changes `bank_account`, or after which the mandate could no longer collect the instalments: every check an initiation makes of its terms against the schedule (frequency, start and end, amount below the largest instalment or above 3 x it, a fixed debit's equality). `details.fields` names the mandate's terms at fault; nothing is stored.
             *
             *     `loan_rejected`: A credit-relevant change to a Rejected loan; book a new application instead (its other fields may still be updated).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanDisbursedError"] | components["schemas"]["NachMandateActiveError"] | components["schemas"]["LoanRejectedError"];
                };
            };
            /** @description `precondition_failed`: If-Match does not match the loan's current ETag; `details.etag` is the current one. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreconditionFailedError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description `kyc_not_verified`: A KYC item has `is_verified: false`; the whole request is declined and nothing is stored.
             *
             *     `customer_identifier_immutable`: An update changes a field fixed at booking (partner_loan_id, mobile_number, full_name, date_of_birth, loan_application_date, a kyc item's type and identifier).
             *
             *     `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `policy_rejects_update`: The update changes a credit-relevant field and the current policy would not approve the loan so changed; nothing is stored.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycNotVerifiedError"] | components["schemas"]["CustomerIdentifierImmutableError"] | components["schemas"]["InconsistentTermsError"] | components["schemas"]["PolicyRejectsUpdateError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgreementRequest"];
            };
        };
        responses: {
            /** @description Recorded */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Agreement"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `already_disbursed`: The loan was disbursed before (also when two disbursals race); `details.disbursed_at` says when.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             *
             *     `kfs_not_accepted`: A disbursal, or an agreement, before the borrower accepted a KFS version whose terms hash is the loan's as it stands (contract v3 section 12): accept the current version (GET .../kfs/, POST .../kfs/acceptance/) first. A change of the terms after an acceptance issues a new version, which needs its own. Nothing is recorded.
             *
             *     `agreement_before_kfs`: An agreement executed at or before the acceptance of the KFS version of the loan's current terms: the borrower must accept the statement before signing (RBI). Record the agreement executed after the acceptance. Nothing is recorded or paid.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["AlreadyDisbursedError"] | components["schemas"]["DisbursalDateMissingError"] | components["schemas"]["KfsNotAcceptedError"] | components["schemas"]["AgreementBeforeKfsError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InconsistentTermsError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordConsents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentsRequest"];
            };
        };
        responses: {
            /** @description Recorded; every consent and revocation of the loan, oldest first */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentsResult"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestCoolingOffExit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters. The same key and body within 24 h replay the first answer (with `Idempotency-Replayed: true`); the same key with another body gets 422 `idempotency_key_reused`; a request arriving while the first is still running gets 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CoolingOffExitRequest"];
            };
        };
        responses: {
            /** @description The request, with what the borrower repays and by when */
            201: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CoolingOffExit"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_not_disbursed`: A cooling-off exit request for a loan not yet disbursed: the period starts at disbursal. Nothing is recorded.
             *
             *     `cooling_off_not_applicable`: A cooling-off exit request for a loan that is not digital: its Key Facts Statement, frozen at disbursal, offers no cooling-off (the partner was not configured as a lending service provider). Nothing is recorded.
             *
             *     `cooling_off_exit_exists`: A second cooling-off exit request for a loan (a loan takes one, whatever became of it); in the portal, a withheld release while the borrower's exit request stands. Nothing is recorded.
             *
             *     `cooling_off_over`: A cooling-off exit request after the period: `cooling_off_days` IST calendar days after the IST date of `disbursed_at`, that day not counted; `details.last_day` is the period's last day. Nothing is recorded.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer).
             */
            409: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "Retry-After": components["headers"]["RetryAfterIfInUse"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotDisbursedError"] | components["schemas"]["CoolingOffNotApplicableError"] | components["schemas"]["CoolingOffExitExistsError"] | components["schemas"]["CoolingOffOverError"] | components["schemas"]["IdempotencyKeyInUseError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was used (within 24 h) with a different body. */
            422: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readDisbursal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record, as it was at disbursal */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DisbursalRecord"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disburseLoan: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters. The same key and body within 24 h replay the first answer (with `Idempotency-Replayed: true`); the same key with another body gets 422 `idempotency_key_reused`; a request arriving while the first is still running gets 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DisbursalRequest"];
            };
        };
        responses: {
            /** @description Disbursed */
            200: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DisbursalRecord"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `already_disbursed`: The loan was disbursed before (also when two disbursals race); `details.disbursed_at` says when.
             *
             *     `consent_missing`: A disbursal while the borrower's consent to `bureau_pull` or `data_processing` is not in force: never given, or revoked by a later revocation (POST `.../consents/`). `details.purposes` names them. Nothing is paid.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             *
             *     `kfs_not_accepted`: A disbursal, or an agreement, before the borrower accepted a KFS version whose terms hash is the loan's as it stands (contract v3 section 12): accept the current version (GET .../kfs/, POST .../kfs/acceptance/) first. A change of the terms after an acceptance issues a new version, which needs its own. Nothing is recorded.
             *
             *     `agreement_missing`: A disbursal of a loan with no agreement recorded through POST .../agreement/ (an agreement_date sent in the loan body does not count). Nothing is paid.
             *
             *     `agreement_before_kfs`: An agreement executed at or before the acceptance of the KFS version of the loan's current terms: the borrower must accept the statement before signing (RBI). Record the agreement executed after the acceptance. Nothing is recorded or paid.
             *
             *     `bank_account_not_verified`: A disbursal to an account that is not verified: the loan's latest bank-account verification (`bank_account_verification` in the read) is not `verified`, or is not of the loan's current first `ac_number` and `ifsc_code`. Nothing is paid.
             *
             *     `nach_account_rejected`: The bank rejected an earlier mandate of the loan with an NPCI reason that says the account cannot take debits (M011-M015, M036, M037, M038, M054: no re-presentation), and a new mandate is asked for on the same account number and IFSC; after M057 (name mismatch), with the same signatories and account name. It starts once the loan's first `ac_number` or `ifsc_code` changes (M057: the signatories or `bank_account.ac_name`). Also a disbursal after a failure with M013, M014 or M015 (the account holder's death, lunacy or insolvency) until the lender's operations clear it. Nothing is stored.
             *
             *     `disbursal_date_mismatch`: A disbursal whose `transaction_time`, as a date in India, is not the loan's start (the principal tranches' date, `details.expected`). To pay on another day, change the tranches' date first (new terms). Nothing is recorded.
             *
             *     `utr_in_use`: A disbursal (or an operations record of a withheld release or a cooling-off repayment) whose `transaction_id` (the bank's UTR) is already recorded on any transfer, by this partner or any other, also when two race: one bank transfer pays one thing. Nothing is recorded.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer).
             */
            409: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "Retry-After": components["headers"]["RetryAfterIfInUse"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["AlreadyDisbursedError"] | components["schemas"]["ConsentMissingError"] | components["schemas"]["DisbursalDateMissingError"] | components["schemas"]["KfsNotAcceptedError"] | components["schemas"]["AgreementMissingError"] | components["schemas"]["AgreementBeforeKfsError"] | components["schemas"]["BankAccountNotVerifiedError"] | components["schemas"]["NachAccountRejectedError"] | components["schemas"]["DisbursalDateMismatchError"] | components["schemas"]["UtrInUseError"] | components["schemas"]["IdempotencyKeyInUseError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description `disbursal_amount_mismatch`: The disbursal's `amount` is more than ₹1 away from the net amount due (the principal tranches less their deductions); `details.expected` gives it. Nothing is disbursed.
             *
             *     `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used (within 24 h) with a different body.
             */
            422: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisbursalAmountMismatchError"] | components["schemas"]["InconsistentTermsError"] | components["schemas"]["IdempotencyKeyReusedError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readLoanHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan's events, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoanHistory"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadKeyFactsStatement: {
        parameters: {
            query?: {
                lang?: "en" | "hi";
            };
            header?: {
                /** @description The ETag of a statement fetched before; when it names this statement's, the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement */
            200: {
                headers: {
                    ETag: components["headers"]["KfsETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names this statement's ETag */
            304: {
                headers: {
                    ETag: components["headers"]["KfsETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["DisbursalDateMissingError"];
                };
            };
            /**
             * @description `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `unprintable_text`: A PDF (the mandate form, the KFS) that cannot print a value as written: it holds a character none of the document's fonts has (Latin and the nine Indian scripts of contract section 8 print; `details.characters` lists the others), or it is a signatory's name too long for its signature box even at the smallest size the form prints (5 pt). `details.field` names the value. A name on a legal document is printed as written or not at all.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InconsistentTermsError"] | components["schemas"]["UnprintableTextError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readKeyFactsStatement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a version fetched before; when it names this one's content, the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version */
            200: {
                headers: {
                    ETag: components["headers"]["KfsContentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyFactsStatementVersion"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /** @description Not modified: If-None-Match names this version's content */
            304: {
                headers: {
                    ETag: components["headers"]["KfsContentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["DisbursalDateMissingError"];
                };
            };
            /** @description `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InconsistentTermsError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadKeyFactsStatementVersion: {
        parameters: {
            query?: {
                lang?: "en" | "hi";
            };
            header?: {
                /** @description The ETag of this version's PDF fetched before; when it names it, the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A version's kfs_id; another loan's gets 404 `not_found`. A malformed or unknown id gets 404 `not_found`. */
                kfs_id: string;
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement */
            200: {
                headers: {
                    ETag: components["headers"]["KfsETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names this statement's ETag */
            304: {
                headers: {
                    ETag: components["headers"]["KfsETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `unprintable_text`: A PDF (the mandate form, the KFS) that cannot print a value as written: it holds a character none of the document's fonts has (Latin and the nine Indian scripts of contract section 8 print; `details.characters` lists the others), or it is a signatory's name too long for its signature box even at the smallest size the form prints (5 pt). `details.field` names the value. A name on a legal document is printed as written or not at all. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprintableTextError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readKeyFactsStatementVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a version fetched before; when it names this one's content, the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A version's kfs_id; another loan's gets 404 `not_found`. A malformed or unknown id gets 404 `not_found`. */
                kfs_id: string;
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version */
            200: {
                headers: {
                    ETag: components["headers"]["KfsContentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyFactsStatementVersion"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /** @description Not modified: If-None-Match names this version's content */
            304: {
                headers: {
                    ETag: components["headers"]["KfsContentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptKeyFactsStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KfsAcceptanceRequest"];
                "multipart/form-data": {
                    /** Format: date-time */
                    accepted_at: string;
                    /** @constant */
                    channel: "physical";
                    /** Format: uuid */
                    kfs_id: string;
                    /** @enum {string} */
                    lang?: "en" | "hi";
                    /** Format: binary */
                    signed_kfs: string;
                };
            };
        };
        responses: {
            /** @description Recorded */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KfsAcceptance"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `already_disbursed`: The loan was disbursed before (also when two disbursals race); `details.disbursed_at` says when.
             *
             *     `kfs_superseded`: An acceptance of a KFS version that is not the loan's current (latest) one; `details.current_kfs_id` names the version to show the borrower instead. Nothing is recorded.
             *
             *     `kfs_already_accepted`: A second acceptance of one KFS version; the first stands.
             *
             *     `kfs_expired`: An acceptance given after the version's `valid_until`; a GET of .../kfs/ issues a new version to show the borrower. Nothing is recorded.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlreadyDisbursedError"] | components["schemas"]["KfsSupersededError"] | components["schemas"]["KfsAlreadyAcceptedError"] | components["schemas"]["KfsExpiredError"] | components["schemas"]["DisbursalDateMissingError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listKeyFactsStatementVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The loan's lead_id (a lower-case UUID). A malformed or unknown id gets 404 `not_found`. */
                lead_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeyFactsStatementVersionList"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `disbursal_date_missing`: A Key Facts Statement or a disbursal of a loan with no principal tranche: it has no start, the day the money is paid, so no statement and no disbursal until the partner sends a principal tranche dated the day of payment. Nothing is recorded.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["DisbursalDateMissingError"];
                };
            };
            /** @description `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InconsistentTermsError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadNachForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a form fetched before; when it names this form's, the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form */
            200: {
                headers: {
                    ETag: components["headers"]["FormETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names this form's ETag */
            304: {
                headers: {
                    ETag: components["headers"]["FormETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `unprintable_text`: A PDF (the mandate form, the KFS) that cannot print a value as written: it holds a character none of the document's fonts has (Latin and the nine Indian scripts of contract section 8 print; `details.characters` lists the others), or it is a signatory's name too long for its signature box even at the smallest size the form prints (5 pt). `details.field` names the value. A name on a legal document is printed as written or not at all. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprintableTextError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readNachStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NachStatus"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSignedNach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's physical_nach_id. A malformed or unknown id gets 404 `not_found`. */
                physical_nach_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    signed_nach: string;
                };
            };
        };
        responses: {
            /** @description Stored with its checksum */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NachUploaded"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /** @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /** @description `invalid_transition`: The mandate's status does not allow this step (e.g. an upload after registration). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidTransitionError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateNach: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters. The same key and body within 24 h replay the first answer (with `Idempotency-Replayed: true`); the same key with another body gets 422 `idempotency_key_reused`; a request arriving while the first is still running gets 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NachInitiateRequest"];
            };
        };
        responses: {
            /** @description Initiated; download the form from nach_pdf_url */
            201: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NachInitiated"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /**
             * @description `loan_not_approved`: Only an Approved loan can be disbursed, get a NACH mandate or have a Key Facts Statement.
             *
             *     `loan_exited`: A new physical NACH mandate (or, in the portal, a withheld release) for a loan whose borrower completed a cooling-off exit: the loan is repaid. Nothing is recorded.
             *
             *     `nach_type_mismatch`: A physical NACH for a loan whose `bank_account.nach_type` is api-mandate.
             *
             *     `nach_already_active`: The loan already has a physical NACH mandate that is initiated or registered.
             *
             *     `nach_account_rejected`: The bank rejected an earlier mandate of the loan with an NPCI reason that says the account cannot take debits (M011-M015, M036, M037, M038, M054: no re-presentation), and a new mandate is asked for on the same account number and IFSC; after M057 (name mismatch), with the same signatories and account name. It starts once the loan's first `ac_number` or `ifsc_code` changes (M057: the signatories or `bank_account.ac_name`). Also a disbursal after a failure with M013, M014 or M015 (the account holder's death, lunacy or insolvency) until the lender's operations clear it. Nothing is stored.
             *
             *     `idempotency_key_in_use`: A request with this Idempotency-Key is still running; retry after `Retry-After` seconds (you then get its answer).
             */
            409: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "Retry-After": components["headers"]["RetryAfterIfInUse"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanNotApprovedError"] | components["schemas"]["LoanExitedError"] | components["schemas"]["NachTypeMismatchError"] | components["schemas"]["NachAlreadyActiveError"] | components["schemas"]["NachAccountRejectedError"] | components["schemas"]["IdempotencyKeyInUseError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /**
             * @description `bank_not_on_nach`: A NACH initiation for a loan whose IFSC's bank does not take ACH debits (`ach_debit` in the published IFSC data), which paper mandates use.
             *
             *     `unknown_account`: A NACH initiation's `ac_number` is not one of the loan's `bank_account.ac_number`.
             *
             *     `account_type_not_allowed`: A NACH initiation for a cash-credit (`cc`, NPCI M030) or NRE (`sb_nre`, NPCI M051) account, which banks do not register.
             *
             *     `nach_frequency_unsupported`: A NACH initiation for a weekly, fortnightly or other loan, which only an as-presented mandate can collect, where the lender's mandate category (`NACH_CATEGORY`, default L001, loan instalment) takes no as-presented debits: no physical mandate can collect the loan, whatever `frequency` is sent.
             *
             *     `inconsistent_terms`: The repayment schedule or the tranches are not the loan the policy judges (contract v3 section 4): rows or tranches that do not add up, a count, spacing or span other than the tenure's, a schedule charging another rate than interest_rate, a staged principal tranche, withheld money beyond its limits, an upfront EMI that is not instalment 1, or cash flows with no single APR between -10 % and 1,000 % a year. Nothing is stored.
             *
             *     `mandate_amount_too_low`: A NACH initiation whose `amount` is below the loan's largest instalment, which the bank would then refuse to debit.
             *
             *     `mandate_amount_too_high`: A NACH initiation whose `amount` is above 3 x the loan's largest instalment (contract v3 section 8), or, where the lender's mandate category caps a debit lower (S001: ₹25,000), above that cap: an authority far beyond what is due. Exactly `details.maximum` is accepted.
             *
             *     `account_not_verified`: A NACH initiation on an account that is not verified: the loan's latest bank-account verification is not `verified`, or is of another account than the mandate's (a mandate takes only the first account number, once verified).
             *
             *     `idempotency_key_reused`: This Idempotency-Key was used (within 24 h) with a different body.
             */
            422: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankNotOnNachError"] | components["schemas"]["UnknownAccountError"] | components["schemas"]["AccountTypeNotAllowedError"] | components["schemas"]["NachFrequencyUnsupportedError"] | components["schemas"]["InconsistentTermsError"] | components["schemas"]["MandateAmountTooLowError"] | components["schemas"]["MandateAmountTooHighError"] | components["schemas"]["AccountNotVerifiedError"] | components["schemas"]["IdempotencyKeyReusedError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    readOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: Record<string, never>;
                        /** @constant */
                        openapi: "3.1.0";
                        paths: Record<string, never>;
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                event_id?: string;
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryList"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /** @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delivery's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointList"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Created; the secret is shown only now */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /** @description `endpoint_limit_reached`: The partner already has as many webhook endpoints as it may (`details.limit`, 10 by default); delete one before adding another. Nothing is stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointLimitReachedError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; nothing more is sent to it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointDeleted"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The endpoint as it now stands */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            /**
             * @description `validation_error`: The request (body, query or a header such as Idempotency-Key) fails validation; `details.fields` names each problem by its path.
             *
             *     `invalid_json`: The body is not JSON (or not UTF-8).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["InvalidJsonError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `request_timeout`: The request body stopped arriving: no byte of it came for `details.idle_timeout_ms`; nothing was stored. Send the body again, without pauses. */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTimeoutError"];
                };
            };
            /** @description `payload_too_large`: The body is over 1 MiB (a signed scan over 5 MiB); the connection is closed. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description `unsupported_media_type`: The body's Content-Type is not application/json (multipart/form-data for the signed form). */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, shown only now; deliveries are signed with it from now on, and with the previous one too until `previous_secret_expires_at` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointSecret"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's id. A malformed or unknown id gets 404 `not_found`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event's delivery, its one attempt made */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        /** @constant */
                        is_success: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `not_found`: No such resource for this partner (also another partner's, a malformed id, or a path the API does not have). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description `endpoint_disabled`: A test event to an endpoint that is disabled (it kept timing out, or its receiver answered 410): nothing is sent to it. Nothing is stored. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointDisabledError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bankAccountVerificationUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountVerificationEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    kfsAccepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KfsAcceptedEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    kfsIssued: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KfsIssuedEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    loanCoolingOffExit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanCoolingOffExitEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    loanDisbursed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanDisbursedEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    loanWithheldReleased: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanWithheldReleasedEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    nachStatusUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NachStatusEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
