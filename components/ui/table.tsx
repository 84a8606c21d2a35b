import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

// Shadows at an edge with more columns beyond it, so a table cut by its box
// shows that it scrolls where scrollbars are hidden until used (macOS, phones):
// the white covers scroll with the content and hide the fixed shadows at the ends.
const SCROLL_SHADOWS =
  "bg-white [background:linear-gradient(to_right,white_30%,transparent)_left/2.5rem_100%_no-repeat_local,linear-gradient(to_left,white_30%,transparent)_right/2.5rem_100%_no-repeat_local,radial-gradient(farthest-side_at_0_50%,rgb(15_23_42/0.18),transparent)_left/0.75rem_100%_no-repeat_scroll,radial-gradient(farthest-side_at_100%_50%,rgb(15_23_42/0.18),transparent)_right/0.75rem_100%_no-repeat_scroll,white]";

/**
 * A data table that scrolls sideways inside its own box on narrow screens,
 * so the page itself never does. `className` sets the width below which it scrolls.
 * The box is positioned so that visually hidden (absolute) text inside it
 * scrolls with it instead of widening the page.
 */
export function Table({ caption, className = "min-w-[40rem]", children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    // A box that may scroll takes focus, so the keyboard can scroll it too (WCAG 2.1.1); it is named by the caption.
    <div role="region" aria-label={caption} tabIndex={0} className={`relative overflow-x-auto rounded-md border border-slate-200 ${SCROLL_SHADOWS}`}>
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
