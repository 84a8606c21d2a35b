type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  description?: string;
  $ref?: string;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
};

export type { JsonSchema };

function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(" | ");
  if (schema.type === "array" && schema.items) return `${typeLabel(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.type ?? "any";
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? "…"} to ${schema.maximum ?? "…"}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.enum) parts.push(`one of ${schema.enum.join(", ")}`);
  return parts.join("; ");
}

/** One schema's fields as a table; nested objects are shown by name and listed on their own. */
export function SchemaTable({ name, schema }: { name: string; schema: JsonSchema }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return null;
  const required = new Set(schema.required ?? []);
  return (
    <section className="mt-6" aria-labelledby={`schema-${name}`}>
      <h3 id={`schema-${name}`} className="font-mono text-base font-semibold">
        {name}
      </h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th className="py-1 pr-4 font-medium">Field</th>
              <th className="py-1 pr-4 font-medium">Type</th>
              <th className="py-1 pr-4 font-medium">Required</th>
              <th className="py-1 font-medium">Notes</th>
            </tr>
          </thead>
          <tbody>
            {properties.map(([field, property]) => (
              <tr key={field} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-4 font-mono">{field}</td>
                <td className="py-1 pr-4 font-mono text-slate-700">{typeLabel(property)}</td>
                <td className="py-1 pr-4">{required.has(field) ? "yes" : ""}</td>
                <td className="py-1 text-slate-700">{[property.description, constraints(property)].filter(Boolean).join(". ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
