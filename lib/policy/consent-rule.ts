import { daysBetween } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import type { PolicyConfig } from "./config";
import { rule, type BookingConsents } from "./policy-rule";

const threshold = ({ rules: { consent } }: PolicyConfig) => `${consent.purposes.join(" + ")}, each <= ${consent.maxAgeDays} days before booking`;

/** What stands against one required purpose: nothing (null), no consent at all, or only ones too old. */
function shortfall(purpose: string, consents: BookingConsents, maxAgeDays: number): string | null {
  const ages = consents.given
    .filter((consent) => consent.purpose === purpose)
    .map((consent) => daysBetween(todayInIndia(new Date(consent.given_at)), consents.bookedOn))
    .filter((age) => age >= 0);
  if (ages.length === 0) return `no ${purpose} consent was given at booking`;
  const youngest = Math.min(...ages);
  return youngest <= maxAgeDays ? null : `the ${purpose} consent was given ${youngest} days before booking, more than ${maxAgeDays}`;
}

/**
 * Contract v3 section 5, `consent`: the booking carries each required
 * purpose's consent, given on or before the booking's IST date and at most
 * `maxAgeDays` IST calendar days before it (a consent given exactly that
 * many days before passes). Consents recorded after booking are not facts
 * of this rule, so they can never satisfy it. It reads no loan field, so no
 * update of the loan makes it change its verdict.
 */
export const consentRule = rule({
  code: "consent",
  name: "Borrower's consents",
  reads: [],
  documented: (config) => ({
    passes: `The booking's consents include ${config.rules.consent.purposes.join(" and ")}, each given_at at most ${config.rules.consent.maxAgeDays} days (IST calendar days) before the booking and not after it. Consents posted later (POST .../consents/) never satisfy it.`,
    threshold: threshold(config),
  }),
  evaluate: (_loan, config, { consents }) => {
    const { purposes, maxAgeDays } = config.rules.consent;
    const problems = purposes.map((purpose) => shortfall(purpose, consents, maxAgeDays));
    const held = problems.filter((problem) => problem === null).length;
    const missing = problems.filter((problem): problem is string => problem !== null);
    if (missing.length === 0) {
      return { passed: true, observed: held, threshold: threshold(config), message: `The ${purposes.join(" and ")} consents were given within ${maxAgeDays} days before booking` };
    }
    const sentence = missing.join("; ");
    return { passed: false, observed: held, threshold: threshold(config), message: `Consent missing: ${sentence}` };
  },
});
