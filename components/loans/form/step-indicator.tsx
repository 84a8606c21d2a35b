"use client";

/** The wizard's steps as an ordered list; steps already passed can be gone back to. */
export function StepIndicator({ steps, current, onSelect }: { steps: readonly string[]; current: number; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Booking steps" className="mb-6">
      <p className="text-sm font-medium text-slate-700 lg:hidden" aria-hidden="true">
        {`Step ${current + 1} of ${steps.length}: ${steps[current] ?? ""}`}
      </p>
      <ol className="mt-2 flex items-center gap-1 sm:gap-2 lg:mt-0">
        {steps.map((name, index) => {
          const done = index < current;
          const here = index === current;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold sm:h-8 sm:w-8 sm:text-sm ${
                  here ? "bg-indigo-700 text-white ring-4 ring-indigo-100" : done ? "bg-indigo-100 text-indigo-800" : "border border-slate-300 bg-white text-slate-500"
                }`}
              >
                {done ? "✓" : index + 1}
              </span>
              <span className={`sr-only text-sm lg:not-sr-only ${here ? "font-semibold text-slate-900" : done ? "text-indigo-800" : "text-slate-500"}`}>
                {name}
                {done && <span className="sr-only">, done</span>}
              </span>
            </>
          );
          return (
            <li key={name} aria-current={here ? "step" : undefined} className={`flex items-center gap-2 ${index < steps.length - 1 ? "flex-1" : ""}`}>
              {done ? (
                <button type="button" onClick={() => onSelect(index)} className="flex items-center gap-2 rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
                  {content}
                </button>
              ) : (
                <span className="flex items-center gap-2">{content}</span>
              )}
              {/* On a phone the steps fit as numbers alone; the lines between them come back from sm up. */}
              {index < steps.length - 1 && <span aria-hidden="true" className={`hidden h-px min-w-2 flex-1 sm:block ${done ? "bg-indigo-300" : "bg-slate-200"}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
