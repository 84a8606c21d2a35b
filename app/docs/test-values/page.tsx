import { Markdown } from "@/components/docs/markdown";
import { testValueGroups } from "@/lib/docs/test-values";

export const metadata = { title: "Test values" };

/** The demo sandbox's special values and what each produces, from the constants the sandbox uses. */
export default function TestValuesPage() {
  return (
    <main className="max-w-4xl">
      <h1 className="text-3xl font-semibold">Test values</h1>
      <p className="mt-3 text-slate-800">
        In demo mode (<code className="font-mono">LOANDESK_MODE=demo</code>) the service answers for the banks with a sandbox. These values make it answer otherwise, so you can
        try every path before going live. Production has no sandbox: the banks answer.
      </p>
      {testValueGroups().map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="mt-8 scroll-mt-36 lg:scroll-mt-20">
          <h2 id={`${group.id}-heading`} className="text-xl font-semibold">
            {group.title}
          </h2>
          <Markdown className="mt-2 text-sm text-slate-800" text={group.intro} />
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-600">
                <tr>
                  <th className="py-1 pr-3 font-medium">Send</th>
                  <th className="py-1 font-medium">You get</th>
                </tr>
              </thead>
              <tbody>
                {group.values.map((value) => (
                  <tr key={value.value} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3">
                      <span className="block whitespace-nowrap font-mono font-semibold">{value.value}</span>
                      <span className="block font-mono text-xs text-slate-600">{value.field}</span>
                    </td>
                    <td className="py-2">
                      <Markdown inline text={value.produces} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </main>
  );
}
