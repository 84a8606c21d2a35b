import "server-only";
import { read } from "@/lib/db/transactions";
import type { ChangedDecision, ReplayReport } from "@/lib/policy/replay";
import { BUILT_IN_VERSION, listPolicyVersions, releasedVersion, type PolicyVersion } from "@/lib/policy-versions/policy-version-store";
import { publishPolicy } from "@/lib/policy-versions/publish-policy";
import { replayDraft } from "@/lib/policy-versions/replay-draft";
import type { PolicyThresholds } from "@/lib/policy/policy-config";
import type { StaffActor } from "@/lib/codes/roles";
import { assertAdministrator } from "./portal-settings";

/** A policy version as the administrator's policy page shows it. */
export interface PortalPolicyVersion {
  version: string;
  release: string;
  rules: PolicyThresholds;
  basedOn: string | null;
  /** Null for a release's own version, which the code carries. */
  publishedBy: string | null;
  publishedAt: string | null;
}

export interface PortalPolicy {
  released: PortalPolicyVersion;
  /** Published versions newest first, then the running release's own. */
  versions: PortalPolicyVersion[];
}

function portalVersion(version: PolicyVersion, publishedBy: string | null): PortalPolicyVersion {
  return {
    version: version.version,
    release: version.release,
    rules: version.rules,
    basedOn: version.basedOn,
    publishedBy: version.publishedById === null ? null : (publishedBy ?? "A former user"),
    publishedAt: version.publishedAt?.toISOString() ?? null,
  };
}

export async function portalPolicy({ actor }: { actor: StaffActor }): Promise<PortalPolicy> {
  assertAdministrator(actor);
  const { released, published } = await read(async (queries) => ({ released: await releasedVersion(queries), published: await listPolicyVersions(queries) }));
  const versions = [...published.map((version) => portalVersion(version, version.publishedByName)), portalVersion(BUILT_IN_VERSION, null)];
  return { released: versions.find((version) => version.version === released.version) ?? portalVersion(released, null), versions };
}

export interface PortalReplay extends Omit<ReplayReport, "changed"> {
  changed: (ChangedDecision & { partnerName: string })[];
  /** How long reading and replaying took, for the page to state. */
  elapsedMs: number;
}

/** The replay of a draft, each changed decision with its partner's name: the lender's own view, across partners. */
export async function replayPortalDraft({ actor, input }: { actor: StaffActor; input: unknown }): Promise<PortalReplay> {
  assertAdministrator(actor);
  const started = performance.now();
  const report = await replayDraft({ input });
  const elapsedMs = Math.round(performance.now() - started);
  const partnerIds = [...new Set(report.changed.map((decision) => decision.partnerId))];
  const partners =
    partnerIds.length === 0 ? [] : await read((queries) => queries.selectFrom("Partner").select(["id", "name"]).where("id", "in", partnerIds).execute());
  const names = new Map(partners.map((partner) => [partner.id, partner.name]));
  return { ...report, changed: report.changed.map((decision) => ({ ...decision, partnerName: names.get(decision.partnerId) ?? decision.partnerId })), elapsedMs };
}

export async function publishPortalDraft({ actor, input }: { actor: StaffActor; input: unknown }): Promise<PortalPolicyVersion> {
  assertAdministrator(actor);
  return portalVersion(await publishPolicy({ input, publishedById: actor.userId }), actor.name);
}
