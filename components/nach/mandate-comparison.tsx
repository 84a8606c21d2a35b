import { mandateSnapshotRows } from "@/lib/portal/mandate-snapshot-text";
import type { PortalMandateDetail } from "@/lib/portal/portal-mandates";
import type { MandateSnapshot } from "@/lib/schemas/nach";

function SignedScan({ scan, src }: { scan: PortalMandateDetail["scan"]; src: string }) {
  if (!scan) return <p className="text-sm text-slate-600">No signed scan has been uploaded yet.</p>;
  if (scan.contentType === "application/pdf") {
    return (
      <iframe
        src={src}
        title="Signed scan"
        className="h-[28rem] w-full rounded border border-slate-200 bg-white"
      />
    );
  }
  // A plain <img>: the scan is the customer's own file, shown at its size so writing stays legible.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="Signed scan of the mandate form" className="max-h-[28rem] w-full rounded border border-slate-200 object-contain" />;
}

/**
 * What the mandate printed beside what came back signed, so operations can
 * see that the paper matches the terms fixed at initiation before they
 * record the bank's answer.
 */
export function MandateComparison({ mandate, scan, filesPath }: { mandate: MandateSnapshot; scan: PortalMandateDetail["scan"]; filesPath: string }) {
  return (
    <section aria-labelledby="comparison-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="comparison-heading" className="mb-3 text-base font-semibold text-slate-900">
        Compare the signed form with the mandate
      </h3>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <figure>
          <figcaption className="mb-2 text-sm font-medium text-slate-700">
            As printed on the form
          </figcaption>
          <table className="w-full text-left text-sm">
            <tbody>
              {mandateSnapshotRows(mandate).map(([label, value]) => (
                <tr key={label} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1 pr-4 align-top font-normal text-slate-500">
                    {label}
                  </th>
                  <td className="break-words py-1 text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <figure>
          <figcaption className="mb-2 text-sm font-medium text-slate-700">
            As signed and uploaded
          </figcaption>
          <SignedScan scan={scan} src={`${filesPath}/scan?view=inline`} />
        </figure>
      </div>
    </section>
  );
}
