import type { DocBody, DocOperation } from "@/lib/docs/api-reference";
import { CodeBlock } from "./code-block";
import { Markdown } from "./markdown";

const METHOD_COLOUR: Record<DocOperation["method"], string> = {
  get: "bg-sky-700",
  post: "bg-emerald-700",
  put: "bg-amber-700",
  patch: "bg-violet-700",
  delete: "bg-rose-700",
};

function Example({ body, title }: { body: DocBody; title: string }) {
  return (
    <div className="mt-2">
      <p className="text-sm text-slate-700">
        {title} <span className="font-mono text-xs">{body.mediaType}</span>
        {body.schemaName && (
          <>
            {" "}
            · schema{" "}
            <a className="font-mono text-xs text-indigo-700 underline" href={`#schema-${body.schemaName}`}>
              {body.schemaName}
            </a>
          </>
        )}
        {body.exampleSource === "schema" && <span className="text-xs text-slate-500"> · example built from the schema</span>}
      </p>
      {body.example === null ? <p className="text-sm text-slate-600">The file&apos;s bytes.</p> : <CodeBlock code={body.example} label={`${title} example`} />}
    </div>
  );
}

/** One operation: what it does, its parameters, its request and success examples, and every answer with its error codes. */
export function OperationSection({ operation }: { operation: DocOperation }) {
  const headingId = `${operation.id}-heading`;
  const successes = operation.responses.filter((response) => response.body);
  const failures = operation.responses.filter((response) => !response.body);
  return (
    <section id={operation.id} aria-labelledby={headingId} className="scroll-mt-36 border-t border-slate-200 py-8 lg:scroll-mt-20">
      <h3 id={headingId} className="text-lg font-semibold">
        {operation.summary}
      </h3>
      <p className="mt-2 break-all font-mono text-sm">
        <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold uppercase text-white ${METHOD_COLOUR[operation.method]}`}>{operation.method}</span>
        {operation.path}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {operation.access === "public" ? "No credentials." : "HTTP Basic."} operationId <code className="font-mono">{operation.id}</code>
      </p>
      {operation.description && <Markdown className="mt-3 max-w-3xl text-sm text-slate-800" text={operation.description} />}
      {operation.parameters.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="text-left text-sm font-medium">Parameters</caption>
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">Name</th>
                <th className="py-1 pr-3 font-medium">In</th>
                <th className="py-1 pr-3 font-medium">Type</th>
                <th className="py-1 font-medium">Description</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in} ${parameter.name}`} className="border-b border-slate-100 align-top">
                  <td className="py-1 pr-3 font-mono">
                    {parameter.name}
                    {parameter.required && <span className="text-rose-700"> *</span>}
                  </td>
                  <td className="py-1 pr-3">{parameter.in}</td>
                  <td className="py-1 pr-3 font-mono text-xs">{parameter.type}</td>
                  <td className="py-1">
                    <Markdown inline text={parameter.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {operation.requestBodies.map((body) => (
        <Example key={body.mediaType} body={body} title="Request body" />
      ))}
      {successes.map((response) => (
        <div key={response.status} className="mt-4">
          <p className="text-sm font-medium">
            <span className="font-mono">{response.status}</span> <Markdown inline text={response.description} />
          </p>
          {response.body && <Example body={response.body} title="Response body" />}
        </div>
      ))}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="text-left text-sm font-medium">Errors</caption>
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th className="py-1 pr-3 font-medium">HTTP</th>
              <th className="py-1 font-medium">error.code</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((response) => (
              <tr key={response.status} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-3 font-mono">{response.status}</td>
                <td className="py-1">
                  <ul className="flex flex-wrap gap-x-3">
                    {response.codes.map((code) => (
                      <li key={code}>
                        <a className="font-mono text-indigo-700 underline" href={`#error-${code}`}>
                          {code}
                        </a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
