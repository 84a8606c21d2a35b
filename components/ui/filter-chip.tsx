import type { ReactNode } from "react";

/** A filter the page's address set that the list's own controls do not show (a home page link's), with a way to drop it. */
export function FilterChip({ children, onClear, clearLabel }: { children: ReactNode; onClear: () => void; clearLabel: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900" data-testid="filter-chip">
      <span>{children}</span>
      <button type="button" onClick={onClear} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
        {clearLabel}
      </button>
    </p>
  );
}
