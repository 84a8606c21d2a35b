"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Red for what destroys or cannot be told apart from a mistake; primary for the expected next step. */
  confirmVariant?: "danger" | "primary";
  /** With a form inside (the form's id), confirming submits it, so the form's own checks run first; otherwise confirming calls onConfirm. */
  formId?: string;
  /** For a form of several fields side by side; its buttons stay in view while it scrolls. */
  wide?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}

/** A modal confirmation on the native <dialog>: focus is trapped and Escape cancels. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, confirmVariant = "danger", formId, wide = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs may share a page; each names itself by its own heading.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // m-auto gives back the browser's centring of a modal dialog, which the CSS reset removes.
      className={`m-auto w-[calc(100%-2rem)] ${wide ? "max-w-2xl" : "max-w-md"} rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-700">{children}</div>
        {/* A form taller than a phone's screen scrolls under its buttons, which stay in reach. */}
        <div className={wide ? "sticky bottom-0 -mx-6 -mb-6 mt-6 flex justify-end gap-2 border-t border-slate-200 bg-white px-6 py-4" : "mt-6 flex justify-end gap-2"}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={confirmVariant} type={formId ? "submit" : "button"} form={formId} onClick={onConfirm} disabled={busy}>
            {busy ? "Working…" : confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
