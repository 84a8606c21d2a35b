"use client";

import { useEffect, type RefObject } from "react";
import { useWatch } from "react-hook-form";
import { clearDraft, writeDraft } from "./draft";
import { isUntouched } from "./form-values";
import { useLoanFormContext } from "./use-loan-form";

/**
 * Keeps the wizard's entries in the browser as they change (a moment after
 * the last keystroke). A form back at its starting point leaves no draft,
 * unless it is a restored draft, which stays until booked or discarded.
 * Rendered apart from the wizard so that each keystroke re-renders only this.
 */
export function DraftSaver({ draftKey, step, restored, stopped }: { draftKey: string; step: number; restored: boolean; stopped: RefObject<boolean> }) {
  const { control } = useLoanFormContext();
  const values = useWatch({ control });
  useEffect(() => {
    const timer = setTimeout(() => {
      if (stopped.current) return;
      if (restored || !isUntouched(values)) writeDraft(draftKey, { step, values });
      else clearDraft(draftKey);
    }, 300);
    return () => clearTimeout(timer);
  }, [draftKey, step, values, restored, stopped]);
  return null;
}
