"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in-errors";
import { loginSchema, type LoginInput } from "@/lib/schemas/staff";

const MESSAGES: Record<string, string> = {
  [SIGN_IN_ERRORS.locked]: "Too many failed attempts. This account is locked for 15 minutes.",
  [SIGN_IN_ERRORS.rateLimited]: "Too many sign-in attempts from here or for this e-mail address. Wait a few minutes and try again.",
  CredentialsSignin: "The e-mail address or password is not right.",
};

export function LoginForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: "onBlur" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (result?.ok && !result.error) {
      router.replace("/");
      router.refresh();
      return;
    }
    setFailure(MESSAGES[result?.error ?? ""] ?? MESSAGES.CredentialsSignin ?? null);
  });

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {failure && <ErrorState title="Sign-in failed">{failure}</ErrorState>}
      <TextField id="email" label="E-mail" type="email" autoComplete="username" error={formState.errors.email?.message} {...register("email")} />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
