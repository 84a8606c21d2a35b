"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A secret the server hands out once: shown here until dismissed, with a copy
 * button, and never fetched again.
 */
export function SecretNotice({ title, secret, label, children, onDismiss }: {
  title: string;
  secret: string;
  label: string;
  children?: ReactNode;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" role="status">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
      <p className="mt-1">Copy it now: it is not shown again.</p>
      <div className="mt-2">
        <span className="block text-xs font-medium uppercase tracking-wide text-amber-900">{label}</span>
        <code className="mt-1 block break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-amber-200">
          {secret}
        </code>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy secret
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Done
        </Button>
        <span aria-live="polite" className="text-xs">
          {copied === "yes" ? "Copied to the clipboard." : copied === "failed" ? "Copying failed; select the text and copy it." : ""}
        </span>
      </div>
    </div>
  );
}
