import { LinkButton } from "@/components/ui/button";

/**
 * The portal's "not found": the same words whether the thing never existed
 * or belongs to another partner, so a page never tells which.
 */
export function PageNotFound() {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">LoanDesk · 404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-3 text-sm text-slate-600">
        There is nothing here you can open. The address may be mistyped, or the loan or mandate is not one of yours. Check the link, or find it from the lists.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton href="/loans">Go to loans</LinkButton>
        <LinkButton href="/" variant="secondary">
          Home
        </LinkButton>
      </div>
    </div>
  );
}
