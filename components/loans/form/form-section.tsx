"use client";

import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LockedFields } from "./controls";
import { sectionById, sectionTitleId, type SectionId } from "./sections";

export interface SectionProps {
  /** Field names (without list indexes: `kyc.identifier`) shown disabled. */
  locked?: ReadonlySet<string>;
}

const NOTHING_LOCKED: ReadonlySet<string> = new Set();

/** One section of the loan form: a card titled as the section, its locked fields handed to its controls. */
export function FormSection({ id, locked, description, actions, children }: SectionProps & { id: SectionId; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card title={sectionById(id).title} titleId={sectionTitleId(id)} actions={actions}>
      {description && <p className="mb-4 text-sm text-slate-600">{description}</p>}
      <LockedFields.Provider value={locked ?? NOTHING_LOCKED}>{children}</LockedFields.Provider>
    </Card>
  );
}
