import { PageNotFound } from "@/components/shell/page-not-found";

export const metadata = { title: "Page not found" };

// Outside the portal's layout (an address no route knows): the same page, on its own.
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-8">
      <PageNotFound />
    </main>
  );
}
