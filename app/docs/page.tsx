import { CodeBlock } from "@/components/docs/code-block";
import { Markdown } from "@/components/docs/markdown";
import { OperationSection } from "@/components/docs/operation-section";
import { SchemaTable } from "@/components/docs/schema-table";
import { errorCatalogue } from "@/lib/docs/api-reference";
import { apiReference } from "@/lib/docs/docs-content";
import { DOCS_PATHS } from "@/lib/docs/search-index";
import { openApiDocument } from "@/lib/openapi/document";

export const metadata = { title: "API reference" };

const H2 = "scroll-mt-36 text-2xl font-semibold lg:scroll-mt-20";

/** The reference, rendered from the same OpenAPI document served at /api/v1/openapi.json. */
export default function DocsPage() {
  const { info } = openApiDocument();
  const reference = apiReference();
  // The document's description ends with the error table, which the Error codes section below shows in full.
  const [introduction] = info.description.split("\n\nError codes");
  return (
    <main className="max-w-4xl">
      <h1 id="overview" className="scroll-mt-36 text-3xl font-semibold lg:scroll-mt-20">
        {info.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Version {info.version} · machine-readable:{" "}
        <a className="text-indigo-700 underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
      </p>
      <Markdown className="mt-4 text-slate-800" text={introduction ?? ""} />
      <h2 id="authentication" className={`${H2} mt-8`}>
        Authentication
      </h2>
      <p className="mt-2 text-slate-800">
        HTTP Basic with your API client&apos;s <code className="font-mono">client_id:client_secret</code>; a wrong or missing one gets 401{" "}
        <code className="font-mono">unauthorized</code>. After the lender rotates your secret, the old one keeps working for 24 hours (the lender&apos;s{" "}
        <code className="font-mono">API_SECRET_OVERLAP_HOURS</code>) beside the new one, then gets 401; a second rotation within that window ends the oldest at once. In demo mode, try the sandbox&apos;s <a className="text-indigo-700 underline" href={DOCS_PATHS.testValues}>test values</a>; events come
        as signed <a className="text-indigo-700 underline" href={DOCS_PATHS.webhooks}>webhooks</a>.
      </p>
      {reference.groups().map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-10">
          <h2 id={`group-${group.id}`} className={H2}>
            {group.title}
          </h2>
          {group.operations.map((operation) => (
            <OperationSection key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
      <section aria-labelledby="errors" className="mt-10">
        <h2 id="errors" className={H2}>
          Error codes
        </h2>
        <p className="mt-2 text-slate-800">
          Every error is <code className="font-mono">{"{is_success: false, error: {code, message, details}}"}</code> with the HTTP status below. Act on{" "}
          <code className="font-mono">code</code>; <code className="font-mono">message</code> is for people and may change.
        </p>
        <dl className="mt-4">
          {errorCatalogue().map((error) => (
            <div key={error.code} id={`error-${error.code}`} className="scroll-mt-36 border-t border-slate-200 py-4 lg:scroll-mt-20">
              <dt className="font-mono font-semibold">
                {error.status} {error.code}
              </dt>
              <dd className="mt-1 text-sm text-slate-800">
                <p>
                  <span className="font-medium">When: </span>
                  <Markdown inline text={error.meaning} />
                </p>
                <p className="mt-1">
                  <span className="font-medium">What to do: </span>
                  <Markdown inline text={error.action} />
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-slate-600">Example</summary>
                  <CodeBlock code={error.example} label={`${error.code} example`} />
                </details>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="schemas" className="mt-10">
        <h2 id="schemas" className={H2}>
          Schemas
        </h2>
        {reference.schemaNames().map((name) => {
          const schema = reference.schema(name);
          return schema ? <SchemaTable key={name} name={name} schema={schema} /> : null;
        })}
      </section>
    </main>
  );
}
