import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/shell/login-form";
import { currentStaff } from "@/lib/auth/current-staff";
import { loginCsrf } from "@/lib/auth/login-csrf";
import { callbackPathOf } from "@/lib/auth/safe-callback-url";
import { signInMessage } from "@/lib/auth/sign-in-messages";
import { env } from "@/lib/config/env";

export const metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // next-auth's own base, with its own default, so both read a callbackUrl alike.
  const callbackPath = callbackPathOf(first(params.callbackUrl), env().NEXTAUTH_URL ?? "http://localhost:3000");
  if (await currentStaff()) redirect(callbackPath);
  const cookieStore = await cookies();
  const { token } = loginCsrf((name) => cookieStore.get(name)?.value);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">LoanDesk</p>
        <h1 className="mt-1 text-2xl font-semibold">Sign in to the portal</h1>
        <LoginForm csrfToken={token} callbackPath={callbackPath} initialFailure={signInMessage(first(params.error))} />
      </div>
    </main>
  );
}
