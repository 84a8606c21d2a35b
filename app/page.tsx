import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">LoanDesk</h1>
      <p className="mt-4 text-slate-700">
        Loan booking and physical NACH for our partners. Partner systems use the API under <code>/api/v1</code>.
      </p>
      <p className="mt-4">
        <Link className="text-blue-700 underline" href="/docs">
          Read the API reference
        </Link>
      </p>
    </main>
  );
}
