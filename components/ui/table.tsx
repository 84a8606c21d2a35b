import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/**
 * A data table that scrolls sideways inside its own box on narrow screens,
 * so the page itself never does. `className` sets the width below which it scrolls.
 * The box is positioned so that visually hidden (absolute) text inside it
 * scrolls with it instead of widening the page.
 */
export function Table({ caption, className = "min-w-[40rem]", children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200">
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={`px-3 py-2 font-medium ${className}`} {...props} />;
}

export function Td({ className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`px-3 py-2 align-top ${className}`} {...props} />;
}
