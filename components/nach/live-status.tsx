"use client";

import { useState } from "react";
import type { ActionResult } from "@/lib/portal/action-result";
import { mandateChangeText, type MandateChange } from "@/lib/portal/mandate-text";

/**
 * How often a page re-reads mandates while one waits for the bank. React
 * Query stops the polling while the tab is hidden and reads again when it
 * comes back.
 */
const LIVE_POLL_MS = 2_000;

/** The poll interval for these mandates: every two seconds while any is initiated, else none. */
export const pollWhileInitiated = (mandates: readonly { status: string }[] | undefined): number | false =>
  mandates?.some((mandate) => mandate.status === "initiated") ? LIVE_POLL_MS : false;

/** A server action's data for React Query, which wants a failure thrown. */
export function dataOf<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

type Watched = MandateChange & { id: string };

const statusesOf = (mandates: readonly Watched[]) => mandates.map((mandate) => `${mandate.id}:${mandate.status}`).join(" ");

/**
 * The latest status change among these mandates, in words: each read is
 * compared with the one before, so a mandate that only appears (just
 * started) is not announced, one whose status moved is.
 */
export function useStatusChange(mandates: readonly Watched[]): string {
  const [previous, setPrevious] = useState(mandates);
  const [message, setMessage] = useState("");
  if (statusesOf(mandates) !== statusesOf(previous)) {
    setPrevious(mandates);
    const changed = mandates.filter((mandate) => {
      const before = previous.find((earlier) => earlier.id === mandate.id);
      return before !== undefined && before.status !== mandate.status;
    });
    if (changed.length > 0) setMessage(changed.map(mandateChangeText).join(" "));
  }
  return message;
}

/**
 * Says a status change aloud to screen readers, and in text to everyone. The
 * region is in the page before its first message, or that message goes
 * unheard; empty, it takes no room.
 */
export function StatusAnnouncement({ message, className = "" }: { message: string; className?: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={message ? `text-sm font-medium text-slate-800 ${className}` : "sr-only"}>
      {message}
    </p>
  );
}
