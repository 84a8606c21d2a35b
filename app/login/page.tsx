import { redirect } from "next/navigation";
import { currentStaff } from "@/lib/auth/current-staff";
import { LoginForm } from "@/components/portal/login-form";

export const metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function LoginPage() {
  if (await currentStaff()) redirect("/");
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">LoanDesk</p>
        <h1 className="mt-1 text-2xl font-semibold">Sign in to the portal</h1>
        <LoginForm />
      </div>
    </main>
  );
}
