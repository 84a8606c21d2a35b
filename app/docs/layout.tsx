import Link from "next/link";
import type { ReactNode } from "react";
import { DocsNav } from "@/components/docs/docs-nav";
import { DocsSearch } from "@/components/docs/docs-search";
import { apiReference, docsSearchIndex } from "@/lib/docs/docs-content";

/** The partner docs: a header with the search, the contents on the left (folded away on a phone) and the page. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  const nav = <DocsNav groups={apiReference().groups()} />;
  return (
    <div className="min-h-screen bg-white">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
          <Link href="/docs" className="shrink-0 text-lg font-semibold text-slate-900">
            LoanDesk API docs
          </Link>
          <div className="w-full sm:max-w-md">
            <DocsSearch entries={docsSearchIndex()} />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-8 px-4 sm:px-6">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-72 shrink-0 overflow-y-auto py-6 lg:block">{nav}</aside>
        <div className="min-w-0 flex-1 py-6">
          <details className="mb-6 rounded border border-slate-200 lg:hidden">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Contents</summary>
            <div className="px-1 pb-3">{nav}</div>
          </details>
          {children}
        </div>
      </div>
    </div>
  );
}
