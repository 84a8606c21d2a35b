"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url";
import { signInMessage } from "@/lib/auth/sign-in-messages";
import { loginSchema, type LoginInput } from "@/lib/schemas/staff";

/** The path of the URL next-auth answers with, kept only if it is on this site. */
function landingPath(url: string | null | undefined, fallback: string): string {
  if (!url) return fallback;
  const target = new URL(url, window.location.origin);
  return target.origin === window.location.origin ? safeCallbackPath(`${target.pathname}${target.search}${target.hash}`) : "/";
}

/**
 * The login form. Before its scripts run it is a plain POST to next-auth's
 * credentials callback (CSRF token and callbackUrl as hidden fields), so an
 * early submit never puts the password in the address; once they run it
 * signs in without leaving the page, to show a refusal in place.
 */
export function LoginForm({ csrfToken, callbackPath, initialFailure }: { csrfToken: string; callbackPath: string; initialFailure: string | null }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: "onSubmit" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, callbackUrl: callbackPath, redirect: false });
    if (result?.ok && !result.error) {
      router.replace(landingPath(result.url, callbackPath));
      router.refresh();
      return;
    }
    setFailure(signInMessage(result?.error ?? "CredentialsSignin"));
  });

  return (
    <form method="post" action="/api/auth/callback/credentials" onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackPath} />
      {failure && <ErrorState title="Sign-in failed">{failure}</ErrorState>}
      <TextField id="email" label="E-mail" type="email" autoComplete="username" required error={formState.errors.email?.message} {...register("email")} />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" required error={formState.errors.password?.message} {...register("password")} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
