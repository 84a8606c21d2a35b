import { Markdown } from "@/components/docs/markdown";
import { CHANGELOG, CONTRACT_VERSION, VERSIONING_POLICY } from "@/lib/docs/changelog";

export const metadata = { title: "Changelog and versioning" };

/** The API's changes by contract version, and how changes are made and announced. */
export default function ChangelogPage() {
  return (
    <main className="max-w-4xl">
      <h1 className="text-3xl font-semibold">Changelog and versioning</h1>
      <p className="mt-3 text-slate-800">
        The API implements contract version <strong>{CONTRACT_VERSION}</strong>, under <code className="font-mono">/api/v1</code>.
      </p>
      <section id="versioning" aria-labelledby="versioning-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="versioning-heading" className="text-xl font-semibold">
          Versioning and deprecation policy
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          {VERSIONING_POLICY.map((rule) => (
            <li key={rule}>
              <Markdown inline text={rule} />
            </li>
          ))}
        </ul>
      </section>
      {CHANGELOG.map((entry) => (
        <section key={entry.version} id={entry.version} aria-labelledby={`${entry.version}-heading`} className="mt-8 scroll-mt-36 lg:scroll-mt-20">
          <h2 id={`${entry.version}-heading`} className="text-xl font-semibold">
            {entry.version}: {entry.title}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {entry.changes.map((change) => (
              <li key={change}>
                <Markdown inline text={change} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
