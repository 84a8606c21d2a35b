"use client";

import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { searchDocs, type SearchEntry } from "@/lib/docs/search-index";

const KIND_LABEL: Record<SearchEntry["kind"], string> = { operation: "Operation", event: "Event", error: "Error code", schema: "Schema", guide: "Guide" };

/** The docs' search: filters an index built on the server, in the browser, with no request. */
export function DocsSearch({ entries }: { entries: SearchEntry[] }) {
  const [query, setQuery] = useState("");
  const results = useMemo(() => searchDocs(entries, query), [entries, query]);
  const inputId = useId();
  const listId = useId();
  const close = () => setQuery("");
  return (
    <div role="search" className="relative" aria-label="Search the docs">
      <label htmlFor={inputId} className="sr-only">
        Search the docs
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        placeholder="Search operations, errors, test values…"
        aria-controls={listId}
        className="w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200"
      />
      <p className="sr-only" aria-live="polite">
        {query ? `${results.length} results` : ""}
      </p>
      {query && (
        <ul id={listId} aria-label="Search results" className="absolute z-20 mt-1 max-h-[70vh] w-full overflow-auto rounded border border-slate-200 bg-white shadow-lg">
          {results.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">Nothing found</li>}
          {results.map((entry) => (
            <li key={`${entry.kind} ${entry.href}`}>
              <Link href={entry.href} onClick={close} className="block px-3 py-2 hover:bg-indigo-50 focus:bg-indigo-50 focus:outline-none">
                <span className="block text-sm font-medium text-slate-900">{entry.title}</span>
                <span className="block truncate text-xs text-slate-600">
                  {KIND_LABEL[entry.kind]} · {entry.hint}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
