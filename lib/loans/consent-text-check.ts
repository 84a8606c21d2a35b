import { consentTextVersions } from "@/lib/config/lender";
import { validationError } from "@/lib/errors/app-error";
import type { ConsentGiven } from "@/lib/schemas/consents";

/**
 * Each consent names one of the lender's registered texts (contract v3
 * section 12). Server code only: the registered texts are configuration,
 * which the portal's browser bundle cannot read, so the zod schema checks
 * the name's form and this its registration. `listPath` is where the
 * consents sit in the body (`consents`).
 */
export function assertRegisteredConsentTexts(consents: readonly ConsentGiven[] | undefined, listPath = "consents"): void {
  const registered = consentTextVersions();
  const unknown = (consents ?? []).flatMap((consent, index) =>
    registered.includes(consent.text_version)
      ? []
      : [{ path: `${listPath}[${index}].text_version`, message: `must be one of the lender's registered consent texts: ${registered.join(", ")}` }],
  );
  if (unknown.length > 0) throw validationError(unknown);
}
