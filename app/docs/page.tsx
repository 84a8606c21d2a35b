import { SchemaTable, type JsonSchema } from "@/components/docs/schema-table";
import { openApiDocument } from "@/lib/openapi/document";

export const metadata = { title: "API reference · LoanDesk" };

interface Operation {
  summary?: string;
  responses?: Record<string, { description?: string }>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A readable rendering of the same OpenAPI document served at /api/v1/openapi.json. */
export default function DocsPage() {
  const document = openApiDocument();
  const paths = Object.entries(document.paths as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>);
  const schemas = Object.entries(document.components.schemas as Record<string, JsonSchema>);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold">{document.info.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{document.info.description}</p>
      <p className="mt-3 text-sm">
        Authenticate with HTTP Basic (<code>client_id:client_secret</code>). Machine-readable:{" "}
        <a className="text-blue-700 underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
        .
      </p>
      <h2 className="mt-10 text-xl font-semibold">Endpoints</h2>
      <ul className="mt-4 space-y-4">
        {paths.flatMap(([path, item]) =>
          METHODS.filter((method) => item[method]).map((method) => {
            const operation = item[method] as Operation;
            return (
              <li key={`${method} ${path}`} className="rounded border border-slate-200 bg-white p-4">
                <p className="font-mono text-sm">
                  <span className="mr-2 rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold uppercase text-white">{method}</span>
                  {path}
                </p>
                <p className="mt-2">{operation.summary}</p>
                <ul className="mt-2 text-sm text-slate-700">
                  {Object.entries(operation.responses ?? {}).map(([status, response]) => (
                    <li key={status}>
                      <span className="font-mono">{status}</span> {response.description}
                    </li>
                  ))}
                </ul>
              </li>
            );
          }),
        )}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">Schemas</h2>
      {schemas.map(([name, schema]) => (
        <SchemaTable key={name} name={name} schema={schema} />
      ))}
    </main>
  );
}
