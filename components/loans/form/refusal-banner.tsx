import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/states";
import type { Banner } from "./server-errors";

/** A server refusal above the form's buttons, with what it said of fields no control shows. */
export function RefusalBanner({ banner, children }: { banner: Banner; children?: ReactNode }) {
  return (
    <ErrorState title={banner.title}>
      <p>{banner.message}</p>
      {banner.items.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {banner.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </ErrorState>
  );
}
