import { RETIRED_DEMO_SESSION_SECRET } from "@/lib/auth/session-secret";
import { ENV_SECTIONS, ENV_VARIABLES, describeProblems, envDocs, envProblems, variablesParsedAlone, type EnvProblem, type EnvSource } from "@/lib/config/env";
import { demoLenderSettings } from "@/lib/config/lender";
import { isPlaceholderKey } from "@/lib/crypto/data-key";

/** The variables whose schema marks them required in production. */
const REQUIRED_IN_PRODUCTION = ENV_SECTIONS.flatMap(({ variables }) =>
  Object.entries(variables).flatMap(([name, schema]) => (envDocs.get(schema)?.requiredInProduction ? [name] : [])),
);

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** What production may not run with, besides malformed values: each judged on the variables that did parse. */
function productionProblems(source: EnvSource): EnvProblem[] {
  const settings = variablesParsedAlone(source);
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !isSet(source[name])).map((variable) => ({ variable, problem: "not set; production requires it" }));
  const retiredSecret =
    settings.NEXTAUTH_SECRET === RETIRED_DEMO_SESSION_SECRET ? [{ variable: "NEXTAUTH_SECRET", problem: "is the retired demo secret; set a long random string (openssl rand -hex 32)" }] : [];
  const guessableKeys = (["LOANDESK_DATA_KEY", "LOANDESK_DATA_KEYS_PREVIOUS"] as const)
    .filter((name) => [settings[name] ?? []].flat().some(isPlaceholderKey))
    .map((variable) => ({ variable, problem: "a data key's 32 bytes are all one value, which anyone could guess; make one with openssl rand -base64 32" }));
  const demoLender = demoLenderSettings(settings).map((variable) => ({
    variable,
    problem: isSet(source[variable]) ? "is the demo value; set the lender's own" : "not set; production needs the lender's own",
  }));
  return [...missing, ...retiredSecret, ...guessableKeys, ...demoLender];
}

const schemaOrder = (problem: EnvProblem) => ENV_VARIABLES.indexOf(problem.variable as (typeof ENV_VARIABLES)[number]);

/**
 * Everything wrong with an environment at once: every malformed value and,
 * in production, every required variable not set and every lender detail
 * still at its demo value. A variable that is malformed is named for that
 * alone, once.
 */
export function configurationProblems(source: EnvSource): EnvProblem[] {
  const malformed = envProblems(source);
  if (source.LOANDESK_MODE !== "production") return malformed;
  const named = new Set(malformed.map(({ variable }) => variable));
  const unsafe = productionProblems(source).filter(({ variable }) => !named.has(variable));
  return [...malformed, ...unsafe].sort((one, other) => schemaOrder(one) - schemaOrder(other));
}

/**
 * For the server's start: one refusal that names every problem, so an
 * operator fixes the configuration in one pass rather than one restart per
 * variable. Nothing has touched the database yet.
 */
export function refuseInvalidConfiguration(source: EnvSource): void {
  const problems = configurationProblems(source);
  if (problems.length === 0) return;
  const what = source.LOANDESK_MODE === "production" ? `Invalid environment for production (${problems.length} to fix)` : "Invalid environment";
  throw new Error(`${what}: ${describeProblems(problems)}`);
}
