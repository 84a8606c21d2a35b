/** A block of code or JSON, named for assistive technology, scrolling within itself rather than widening the page. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <figure aria-label={label} className="mt-1">
      <pre className="max-h-96 overflow-auto rounded bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
