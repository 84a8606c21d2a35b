import { sample } from "openapi-sampler";
import type { JSONSchema7 } from "json-schema";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { ERROR_ACTIONS } from "@/lib/openapi/error-actions";
import { ERROR_DOCS, errorSchemaName } from "@/lib/openapi/error-codes";
import type { JsonSchema } from "@/lib/openapi/json-schema";

/** The parts of an OpenAPI 3.1 document the reference reads. */
interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  examples?: unknown[];
  const?: unknown;
  description?: string;
  type?: string | string[];
  format?: string;
}
interface MediaType {
  schema: Schema;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
type PathItem = Partial<Record<Method, Operation>> & { parameters?: Parameter[] };
export interface OpenApiShape {
  info: { title: string; version: string; description: string };
  paths: Record<string, PathItem>;
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

export interface DocBody {
  mediaType: string;
  /** The component schema's name, or null for an inline one. */
  schemaName: string | null;
  /** The schema's own example (the document's), else one sampled from the schema; null for binary bodies. */
  example: string | null;
  exampleSource: "document" | "schema" | null;
}

export interface DocResponse {
  status: string;
  description: string;
  /** The error codes this answer can carry; empty for a success. */
  codes: ErrorCode[];
  body: DocBody | null;
}

export interface DocOperation {
  id: string;
  method: Method;
  path: string;
  summary: string;
  description: string | null;
  access: "partner" | "public";
  parameters: { name: string; in: string; required: boolean; description: string; type: string }[];
  requestBodies: DocBody[];
  responses: DocResponse[];
}

export interface DocGroup {
  id: string;
  title: string;
  operations: DocOperation[];
}

export interface DocError {
  code: ErrorCode;
  status: number;
  meaning: string;
  action: string;
  example: string;
}

export interface DocEvent {
  type: string;
  summary: string;
  description: string;
  schemaName: string | null;
  example: string | null;
}

/** Groups of the navigation, by the first path that matches; the last takes the rest. */
const GROUPS: { id: string; title: string; matches: (path: string) => boolean }[] = [
  { id: "kfs", title: "Key Facts Statement and agreement", matches: (path) => /\/(kfs|agreement)/.test(path) },
  { id: "loans", title: "Loans", matches: (path) => path.startsWith("/api/v1/client/loan") },
  { id: "nach", title: "Physical NACH", matches: (path) => path.startsWith("/api/v1/nach") },
  { id: "webhooks", title: "Webhooks", matches: (path) => path.startsWith("/api/v1/webhooks") },
  { id: "service", title: "Service", matches: () => true },
];

const schemaNameOf = (schema: Schema): string | null => schema.$ref?.split("/").pop() ?? null;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export class ApiReference {
  constructor(private readonly document: OpenApiShape) {}

  private resolve(schema: Schema): Schema {
    const name = schemaNameOf(schema);
    return name ? (this.document.components.schemas[name] ?? schema) : schema;
  }

  /** The schema's first example as the document gives it, else a sample built from the schema. */
  private exampleOf(schema: Schema): { value: unknown; source: "document" | "schema" } {
    const own = this.resolve(schema).examples?.[0];
    if (own !== undefined) return { value: own, source: "document" };
    return { value: sample(schema as JSONSchema7, { quiet: true, skipNonRequired: false }, this.document), source: "schema" };
  }

  private body(mediaType: string, media: MediaType): DocBody {
    const { schema } = media;
    if (mediaType === "application/pdf" || schema.format === "binary") return { mediaType, schemaName: null, example: null, exampleSource: null };
    const envelopeData = schema.properties?.data;
    if (envelopeData && schema.properties?.is_success) {
      const data = this.exampleOf(envelopeData);
      return { mediaType, schemaName: schemaNameOf(envelopeData), example: pretty({ is_success: true, data: data.value }), exampleSource: data.source };
    }
    if (mediaType === "multipart/form-data") {
      const fields = Object.keys(this.resolve(schema).properties ?? {});
      return { mediaType, schemaName: schemaNameOf(schema), example: fields.map((field) => `${field}=@…`).join("\n"), exampleSource: "schema" };
    }
    const example = this.exampleOf(schema);
    return { mediaType, schemaName: schemaNameOf(schema), example: pretty(example.value), exampleSource: example.source };
  }

  private codesOf(schema: Schema | undefined): ErrorCode[] {
    if (!schema) return [];
    const options = schema.oneOf ?? [schema];
    return options.flatMap((option) => {
      const code = this.resolve(option).properties?.error?.properties?.code?.const;
      return typeof code === "string" && code in ERROR_STATUS ? [code as ErrorCode] : [];
    });
  }

  private response(status: string, given: Response): DocResponse {
    const response = given.$ref ? (this.document.components.responses[given.$ref.split("/").pop() ?? ""] ?? given) : given;
    const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
    const codes = this.codesOf(media?.schema);
    const success = Number(status) < 400;
    return {
      status,
      description: response.description ?? "",
      codes,
      body: success && mediaType && media ? this.body(mediaType, media) : null,
    };
  }

  private operation(path: string, method: Method, operation: Operation, shared: Parameter[]): DocOperation {
    const parameters = [...shared, ...(operation.parameters ?? [])].map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      description: parameter.description ?? "",
      type: typeLabel(parameter.schema),
    }));
    return {
      id: operation.operationId,
      method,
      path,
      summary: operation.summary,
      description: operation.description ?? null,
      access: operation.security?.length === 0 ? "public" : "partner",
      parameters,
      requestBodies: Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, media]) => this.body(mediaType, media)),
      responses: Object.entries(operation.responses).map(([status, response]) => this.response(status, response)),
    };
  }

  operations(): DocOperation[] {
    return Object.entries(this.document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [this.operation(path, method, operation, item.parameters ?? [])] : [];
      }),
    );
  }

  groups(): DocGroup[] {
    const operations = this.operations();
    const taken = new Set<string>();
    return GROUPS.map(({ id, title, matches }) => {
      const mine = operations.filter((operation) => !taken.has(operation.id) && matches(operation.path));
      for (const operation of mine) taken.add(operation.id);
      return { id, title, operations: mine };
    }).filter((group) => group.operations.length > 0);
  }

  events(): DocEvent[] {
    return Object.entries(this.document.webhooks).map(([type, { post }]) => {
      const media = post.requestBody?.content["application/json"];
      return {
        type,
        summary: post.summary,
        description: post.description ?? "",
        schemaName: media ? schemaNameOf(media.schema) : null,
        example: media ? pretty(this.exampleOf(media.schema).value) : null,
      };
    });
  }

  schemaNames(): string[] {
    return Object.keys(this.document.components.schemas).filter((name) => !errorSchemaNames.has(name));
  }

  schema(name: string): JsonSchema | undefined {
    return this.document.components.schemas[name] as JsonSchema | undefined;
  }
}

const errorSchemaNames = new Set((Object.keys(ERROR_STATUS) as ErrorCode[]).map(errorSchemaName));

/** Every error code, in the order of ERROR_STATUS, with what it means, what to do and its example body. */
export function errorCatalogue(): DocError[] {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => ({
    code,
    status: ERROR_STATUS[code],
    meaning: ERROR_DOCS[code].meaning,
    action: ERROR_ACTIONS[code],
    example: pretty({ is_success: false, error: { code, ...ERROR_DOCS[code].example } }),
  }));
}

function typeLabel(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.format) return `${Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "")} (${schema.format})`;
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "");
}
