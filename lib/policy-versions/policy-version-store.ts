import type { Queries } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import type { Selectable } from "kysely";
import { POLICY, type PolicyConfig } from "@/lib/policy/config";
import { policyThresholdsSchema, type PolicyThresholds } from "@/lib/policy/policy-config";

/** A policy version: the code's own (no publisher) or one an administrator published. */
export interface PolicyVersion {
  version: string;
  /** The release whose rules' code it runs under. */
  release: string;
  rules: PolicyThresholds;
  basedOn: string | null;
  publishedById: string | null;
  publishedAt: Date | null;
}

/** The running release's own thresholds: its first version, in force until a draft of it is published. */
export const BUILT_IN_VERSION: PolicyVersion = {
  version: POLICY.version,
  release: POLICY.version,
  rules: POLICY.rules,
  basedOn: null,
  publishedById: null,
  publishedAt: null,
};

export const configOf = ({ version, rules }: PolicyVersion): PolicyConfig => ({ version, rules });

type PolicyVersionRow = Selectable<DB["PolicyVersion"]>;

function versionOf(row: PolicyVersionRow): PolicyVersion {
  return {
    version: row.version,
    release: row.release,
    rules: policyThresholdsSchema.parse(JSON.parse(row.rules)),
    basedOn: row.basedOn,
    publishedById: row.publishedById,
    publishedAt: row.publishedAt,
  };
}

/**
 * The version in force: the running release's latest published draft, or
 * the release's own. Drafts of an earlier release were written for other
 * rules' code, so a new release starts from its own thresholds
 * (docs/decisions/0122-policy-version-tags.md).
 */
export async function releasedVersion(queries: Queries): Promise<PolicyVersion> {
  const row = await queries
    .selectFrom("PolicyVersion")
    .selectAll()
    .where("release", "=", POLICY.version)
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? versionOf(row) : BUILT_IN_VERSION;
}

/** The version a stored evaluation names, to re-run it under; null for a release other than the running one's own. */
export async function findPolicyVersion(queries: Queries, version: string): Promise<PolicyVersion | null> {
  if (version === BUILT_IN_VERSION.version) return BUILT_IN_VERSION;
  const row = await queries.selectFrom("PolicyVersion").selectAll().where("version", "=", version).executeTakeFirst();
  return row ? versionOf(row) : null;
}

/** How many drafts of the release have been published: the next one's number is one more. */
export async function publishedCount(queries: Queries, release: string): Promise<number> {
  const { n } = await queries
    .selectFrom("PolicyVersion")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("release", "=", release)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertPolicyVersion(queries: Queries, row: PolicyVersionRow): Promise<void> {
  await queries.insertInto("PolicyVersion").values(row).execute();
}

/** Every published version, newest first, with its publisher's name (null for a user no longer on record). */
export async function listPolicyVersions(queries: Queries): Promise<(PolicyVersion & { publishedByName: string | null })[]> {
  const rows = await queries
    .selectFrom("PolicyVersion")
    .leftJoin("StaffUser", "StaffUser.id", "PolicyVersion.publishedById")
    .selectAll("PolicyVersion")
    .select("StaffUser.name as publishedByName")
    .orderBy("PolicyVersion.publishedAt", "desc")
    .orderBy("PolicyVersion.id", "desc")
    .execute();
  return rows.map((row) => ({ ...versionOf(row), publishedByName: row.publishedByName }));
}
