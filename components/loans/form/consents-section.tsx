"use client";

import { createContext, useContext } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { INDIA_UTC_OFFSET } from "@/lib/calendar/india-day";
import { CONSENT_PURPOSES, type ConsentGivenInput, type ConsentPurpose } from "@/lib/schemas/consents";
import { errorText } from "./labels";
import { FieldGrid } from "./controls";
import { FormSection, type SectionProps } from "./form-section";
import { useLoanFormContext } from "./use-loan-form";

/** The lender's registered consent texts (CONSENT_TEXT_VERSIONS), which only the server can read. */
export const ConsentTexts = createContext<readonly string[]>(["v1"]);

const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  bureau_pull: "Credit bureau pull",
  data_processing: "Processing of the borrower's data",
  nach_debit: "NACH debits",
};

/** Partner staff record consents the customer signed with them: in person (assisted) or on a paper form. */
const STAFF_CHANNELS = ["assisted", "paper"] as const;

type Shared = Pick<ConsentGivenInput, "channel" | "reference" | "text_version" | "given_at">;
type SharedKey = keyof Shared;

/** `2026-11-24T10:30` typed in India's time ↔ the timestamp the API takes, with India's offset. */
const asTimestamp = (local: string) => (local === "" ? "" : `${local}:00${INDIA_UTC_OFFSET}`);
const asLocal = (timestamp: unknown) => (typeof timestamp === "string" ? timestamp.slice(0, 16) : "");

/**
 * The consents the customer gave, for the booking's `consents`: one
 * checkbox per purpose and the evidence they share (one signed form, one
 * time). Each checked purpose is one consent of the API's schema, which
 * checks them as it checks a partner's.
 */
export function ConsentsSection({ locked }: SectionProps) {
  const { control, setValue } = useLoanFormContext();
  const texts = useContext(ConsentTexts);
  const consents = (useWatch({ control, name: "consents" }) ?? []) as Partial<ConsentGivenInput>[];
  const { errors, isSubmitted } = useFormState({ control, name: "consents" });
  const first = consents[0] ?? {};
  const shared: Shared = { channel: first.channel ?? "assisted", reference: first.reference ?? "", text_version: first.text_version ?? texts[0] ?? "", given_at: first.given_at ?? "" };
  const chosen = new Set(consents.map((consent) => consent.purpose));

  const write = (purposes: Set<unknown>, changes: Partial<Shared> = {}) => {
    const next = { ...shared, ...changes };
    const items = CONSENT_PURPOSES.filter((purpose) => purposes.has(purpose)).map((purpose) => ({ purpose, ...next }));
    setValue("consents", items, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const toggle = (purpose: ConsentPurpose, on: boolean) => {
    const purposes = new Set<unknown>(chosen);
    if (on) purposes.add(purpose);
    else purposes.delete(purpose);
    write(purposes);
  };

  const listErrors = (errors.consents ?? []) as { [K in SharedKey]?: { message?: string } }[] & { message?: string; root?: { message?: string } };
  const errorOf = (key: SharedKey, label: string) => {
    const message = Array.isArray(listErrors) ? listErrors.find((item) => item?.[key]?.message)?.[key]?.message : undefined;
    return message ? errorText(label, message) : undefined;
  };
  const listMessage = listErrors.message ?? listErrors.root?.message;

  return (
    <FormSection
      id="consents"
      locked={locked}
      description="Tick each consent the customer gave on the signed form. The lender's policy needs the credit bureau pull and data processing consents, given at most 90 days before booking."
    >
      {listMessage && (
        <p className="mb-3 text-sm text-red-700" role="alert">
          {listMessage}
        </p>
      )}
      <fieldset className="mb-4 space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Consents given</legend>
        {CONSENT_PURPOSES.map((purpose) => (
          <CheckboxField key={purpose} id={`lf-consent-${purpose}`} label={PURPOSE_LABELS[purpose]} checked={chosen.has(purpose)} onChange={(event) => toggle(purpose, event.target.checked)} />
        ))}
      </fieldset>
      {chosen.size > 0 && (
        <FieldGrid>
          <SelectField id="lf-consent-channel" label="How it was given" value={shared.channel} onChange={(event) => write(chosen, { channel: event.target.value as Shared["channel"] })}>
            {STAFF_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {channel === "assisted" ? "assisted (with our staff)" : "paper form"}
              </option>
            ))}
          </SelectField>
          <TextField
            id="lf-consent-reference"
            label="Form reference"
            hint="The number of the signed consent form"
            value={shared.reference ?? ""}
            error={errorOf("reference", "Form reference")}
            onChange={(event) => write(chosen, { reference: event.target.value === "" ? undefined : event.target.value })}
          />
          <SelectField id="lf-consent-text" label="Consent text version" value={shared.text_version} error={errorOf("text_version", "Consent text version")} onChange={(event) => write(chosen, { text_version: event.target.value })}>
            {texts.map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </SelectField>
          <TextField
            id="lf-consent-given-at"
            type="datetime-local"
            label="Given at (India time)"
            value={asLocal(shared.given_at)}
            error={errorOf("given_at", "Given at")}
            onChange={(event) => write(chosen, { given_at: asTimestamp(event.target.value) })}
          />
        </FieldGrid>
      )}
    </FormSection>
  );
}
