"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";

interface Refusal {
  message: string;
  fields: { path: string; message: string }[];
}

type UploadAnswer = { is_success: true; data: { upload_id: string } } | { is_success: false; error: { message: string; details: { fields?: Refusal["fields"] } } };

const MIB = 1024 * 1024;

/**
 * Sends a loan tape to the portal's upload route (not a server action,
 * whose body is capped at 1 MB) and opens the upload's page, where its rows
 * are booked one by one. A file over the limit is refused here before it
 * is sent; the server checks again.
 */
export function LoanTapeUpload({ maxBytes }: { maxBytes: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function upload(form: HTMLFormElement) {
    const file = new FormData(form).get("tape");
    if (!(file instanceof File) || file.size === 0) {
      setRefusal({ message: "Choose a CSV or XLSX file to upload.", fields: [] });
      return;
    }
    if (file.size > maxBytes) {
      setRefusal({ message: `The file is ${(file.size / MIB).toFixed(1)} MiB; a loan tape may be at most ${maxBytes / MIB} MiB: split it into several files.`, fields: [] });
      return;
    }
    setBusy(true);
    setRefusal(null);
    const body = new FormData();
    body.set("file_name", file.name);
    body.set("tape", file);
    try {
      const response = await fetch("/portal-files/loan-tapes", { method: "POST", body });
      const answer = (await response.json()) as UploadAnswer;
      if (answer.is_success) {
        router.push(`/loans/tapes/${answer.data.upload_id}`);
        return;
      }
      setRefusal({ message: answer.error.message, fields: (answer.error.details.fields ?? []).filter((field) => field.message !== answer.error.message) });
    } catch {
      setRefusal({ message: "The upload did not reach the server; check the connection and try again.", fields: [] });
    }
    setBusy(false);
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void upload(event.currentTarget);
      }}
    >
      <div>
        <label htmlFor="loan-tape-file" className="block text-sm font-medium text-slate-700">
          Loan tape (CSV or XLSX, up to {maxBytes / MIB} MiB, one loan per row)
        </label>
        <input id="loan-tape-file" name="tape" type="file" required accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="mt-1 block w-full text-sm" />
      </div>
      {refusal && (
        <ErrorState title="The tape was not taken; nothing was booked">
          <p>{refusal.message}</p>
          {refusal.fields.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {refusal.fields.map((field) => (
                <li key={`${field.path}:${field.message}`}>{field.path === "tape" ? field.message : `${field.path}: ${field.message}`}</li>
              ))}
            </ul>
          )}
        </ErrorState>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Uploading…" : "Upload and book"}
      </Button>
    </form>
  );
}
