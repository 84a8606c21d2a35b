"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** One item of a list section: a group named by its legend, with its Remove button. */
export function ListItem({ legend, onRemove, children }: { legend: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-slate-200 bg-slate-50/50 p-4">
      <legend className="sr-only">{legend}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
          {legend}
        </p>
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> {legend}</span>
          </Button>
        )}
      </div>
      {children}
    </fieldset>
  );
}

/** "Add …", or why no more can be added. */
export function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  if (count >= max) return <p className="text-sm text-slate-600">{`That is the most a loan can hold (${max}).`}</p>;
  return (
    <Button variant="secondary" onClick={onAdd}>
      {label}
    </Button>
  );
}
