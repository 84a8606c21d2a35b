import { z } from "zod";

// What the wizard keeps in the browser between visits. The values are the
// form's own, unchecked: the schema checks them again before anything is booked.
const draftSchema = z.object({
  version: z.literal(1),
  step: z.int().min(0),
  savedAt: z.iso.datetime(),
  values: z.record(z.string(), z.unknown()),
});

export type Draft = z.infer<typeof draftSchema>;

/** The saved draft, or null when there is none or it cannot be read (another version, storage blocked). */
export function readDraft(key: string): Draft | null {
  try {
    const text = window.localStorage.getItem(key);
    const parsed = text === null ? null : draftSchema.safeParse(JSON.parse(text));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, { step, values }: { step: number; values: unknown }): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ version: 1, step, savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form works without it.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above: nothing was kept, so there is nothing to clear.
  }
}
