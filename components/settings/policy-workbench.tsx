"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { DRAFT_FIELD_GROUPS, DRAFT_FIELDS } from "@/lib/portal/policy-draft-fields";
import type { PublishPolicyDraftAction, ReplayPolicyDraftAction } from "@/lib/portal/portal-actions";
import type { PortalReplay } from "@/lib/portal/portal-policy";
import { DEFAULT_REPLAYED, MAX_REPLAYED, policyReplayRequestSchema, type PolicyReplayRequest, type PolicyThresholds } from "@/lib/policy/policy-config";
import { PolicyReplayReport } from "./policy-replay-report";
import { formatNumber } from "@/lib/format/indian-format";

const KNOWN_PATHS: ReadonlySet<string> = new Set(["limit", ...DRAFT_FIELDS.map((field) => field.path)]);
const isKnownPath = (path: string): path is Path<PolicyReplayRequest> => KNOWN_PATHS.has(path);

/** The message under a field: react-hook-form keeps errors in the shape of the values, so they are found by path. */
function errorAt(errors: FieldErrors<PolicyReplayRequest>, path: string): string | undefined {
  const found = path.split(".").reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined), errors);
  return typeof found === "object" && found !== null && "message" in found && typeof found.message === "string" ? found.message : undefined;
}

const fieldId = (path: string) => `draft-${path.replaceAll(".", "-")}`;

/**
 * The draft: the version in force's thresholds, edited; replayed over the
 * latest stored decisions, and published once an administrator confirms.
 */
export function PolicyWorkbench({
  released,
  replayDraft,
  publishDraft,
}: {
  released: { version: string; rules: PolicyThresholds };
  replayDraft: ReplayPolicyDraftAction;
  publishDraft: PublishPolicyDraftAction;
}) {
  const router = useRouter();
  const [report, setReport] = useState<PortalReplay | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [confirming, setConfirming] = useState<PolicyReplayRequest | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const form = useForm<PolicyReplayRequest>({
    resolver: zodResolver(policyReplayRequestSchema),
    defaultValues: { based_on: released.version, rules: released.rules, limit: DEFAULT_REPLAYED },
  });
  const errors = form.formState.errors;

  function showFailure(title: string, error: { message: string; fields: { path: string; message: string }[] }) {
    const placed = error.fields.flatMap((field) => (isKnownPath(field.path) ? [{ path: field.path, message: field.message }] : []));
    for (const field of placed) form.setError(field.path, { message: field.message });
    setFailure(placed.length === 0 ? { title, message: error.message } : null);
  }

  const onReplay = form.handleSubmit(async (values) => {
    setFailure(null);
    setPublished(null);
    const result = await replayDraft(values);
    if (!result.ok) return showFailure("The draft was not replayed", result.error);
    setReport(result.data);
  });

  const onPublish = form.handleSubmit((values) => {
    setFailure(null);
    setPublished(null);
    setConfirming(values);
  });

  async function publish(values: PolicyReplayRequest) {
    setPublishing(true);
    const result = await publishDraft({ based_on: values.based_on, rules: values.rules });
    setPublishing(false);
    setConfirming(null);
    if (!result.ok) return showFailure("The draft was not published", result.error);
    // The published draft is the version in force now, so the next draft starts from it.
    form.reset({ ...values, based_on: result.data.version });
    setPublished(result.data.version);
    setReport(null);
    router.refresh();
  }

  return (
    <div className="space-y-6">
      {published && <Notice>{`Version ${published} is now in force: the next booking or credit change is decided under it.`}</Notice>}
      {failure && <ErrorState title={failure.title}>{failure.message}</ErrorState>}
      <form onSubmit={onReplay} noValidate className="space-y-6" aria-label="Policy draft">
        <p className="text-sm text-slate-600">{`Starts from version ${released.version}. Change any threshold, then replay the draft over the latest stored decisions to see which would change.`}</p>
        {DRAFT_FIELD_GROUPS.map((group) => (
          <fieldset key={group.title}>
            <legend className="text-sm font-semibold text-slate-900">{group.title}</legend>
            <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {group.fields.map((field) => (
                <TextField
                  key={field.path}
                  id={fieldId(field.path)}
                  label={field.label}
                  type="number"
                  inputMode="decimal"
                  step={field.step ?? 1}
                  error={errorAt(errors, field.path)}
                  {...form.register(field.path, { valueAsNumber: true })}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-end gap-4 border-t border-slate-200 pt-4">
          <div className="w-56">
            <TextField
              id="draft-limit"
              label="Loans to replay"
              type="number"
              min={1}
              max={MAX_REPLAYED}
              hint={`The latest decision of each of the loans most recently decided, at most ${formatNumber(MAX_REPLAYED)}.`}
              error={errorAt(errors, "limit")}
              {...form.register("limit", { valueAsNumber: true })}
            />
          </div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Replaying…" : "Replay"}
          </Button>
          <Button variant="secondary" onClick={onPublish} disabled={form.formState.isSubmitting || publishing}>
            Publish…
          </Button>
        </div>
      </form>
      {report && <PolicyReplayReport report={report} />}
      <ConfirmDialog
        open={confirming !== null}
        title="Publish this draft?"
        confirmLabel="Publish"
        confirmVariant="primary"
        busy={publishing}
        onConfirm={() => confirming && void publish(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {`It becomes the version in force in place of ${released.version}: every booking and credit change from now on is decided under it, and it is kept with your name and the time.`}
      </ConfirmDialog>
    </div>
  );
}
