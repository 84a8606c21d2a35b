import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/openapi/document";

/**
 * Holds every answer of the service to its OpenAPI document: the operation
 * is found by (method, path), the response by status, and the body, the
 * content type and the headers are checked against what that response
 * declares. The document is built in-process, once per test worker, from
 * the same source the server under test was built from: no request is
 * spent on it, and tests/api/openapi.test.ts checks that the served
 * document is this one.
 */

type Json = Record<string, unknown>;

interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; $ref?: string }>;
  content?: Record<string, { schema?: Json }>;
  $ref?: string;
}

interface Operation {
  operationId?: string;
  responses: Record<string, ResponseObject>;
}

/** Headers the service sends that every response carrying them must declare. */
export const NAMED_HEADERS = ["X-Request-Id", "ETag", "Idempotency-Replayed", "WWW-Authenticate", "Allow", "Retry-After"] as const;

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

const ROOT_ID = "loandesk-openapi";

/** Ajv for OpenAPI 3.1 schemas: JSON Schema 2020-12 plus the few OpenAPI-only keywords, which are annotations. */
export function openApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's format for file bodies; they are checked by content type only.
  ajv.addFormat("binary", true);
  ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs", "components", "paths", "webhooks"]);
  return ajv;
}

interface Conformance {
  document: ReturnType<typeof openApiDocument>;
  ajv: Ajv2020;
  templates: { template: string; pattern: RegExp; literal: number }[];
  validators: Map<string, ValidateFunction>;
}

let state: Conformance | undefined;

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function conformance(): Conformance {
  if (state) return state;
  const document = openApiDocument();
  const ajv = openApiAjv();
  ajv.addSchema({ $id: ROOT_ID, components: document.components, paths: document.paths });
  const templates = Object.keys(document.paths).map((template) => {
    const segments = trimSlash(template).split("/");
    // A parameter may share its segment with literal text (".../kfs/{kfs_id}.pdf").
    const source = segments.map((segment) => segment.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^/]+")).join("/");
    const suffixed = segments.filter((segment) => /^\{[^}]+\}./.test(segment)).length;
    return { template, pattern: new RegExp(`^${source}$`), literal: segments.filter((segment) => !segment.startsWith("{")).length, suffixed };
  });
  // A literal segment beats a parameter (".../initiate/" before ".../{id}/"), and a parameter with a suffix a bare one (".../{kfs_id}.pdf" before ".../{kfs_id}/").
  templates.sort((a, b) => b.literal - a.literal || b.suffixed - a.suffixed);
  state = { document, ajv, templates, validators: new Map() };
  return state;
}

function resolve<T>(document: Json, value: T & { $ref?: string }): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")], document);
  if (target === undefined) throw new Error(`OpenAPI: unresolved $ref ${value.$ref}`);
  return resolve(document, target as T & { $ref?: string });
}

/** The path template the document has for a request path, with or without its trailing slash, query ignored. */
export function templateFor(path: string): string | undefined {
  const bare = trimSlash(path.split("?")[0] ?? path);
  return conformance().templates.find(({ pattern }) => pattern.test(bare))?.template;
}

interface Expected {
  name: string;
  response: ResponseObject;
  /** Where the response sits in the document, for its schema's $ref. */
  at: string;
  /** For a 405: the methods the path item serves. */
  allow?: string[];
  /** For a request the document does not list: the one status it may get. */
  status?: number;
}

function expectedResponse(method: string, path: string, status: number): Expected | string {
  const { document } = conformance();
  const template = templateFor(path);
  const unlisted = (document as Json)["x-unlisted-requests"] as Record<string, ResponseObject> | undefined;
  if (!template) {
    const declared = unlisted?.["unknown-path"];
    if (!declared?.$ref) return `${method} ${path}: no such path, and the document declares no answer for one`;
    return {
      name: `${method} ${path} (no such path)`,
      response: resolve(document, declared),
      at: pointer(...declared.$ref.replace(/^#\//, "").split("/")),
      status: 404,
    };
  }
  const item = document.paths[template as keyof typeof document.paths] as Record<string, Operation | undefined>;
  const served = HTTP_METHODS.filter((name) => item[name]);
  const operation = item[method.toLowerCase()];
  if (!operation) {
    const declared = unlisted?.["unlisted-method"];
    if (!declared?.$ref) return `${method} ${template}: method not listed, and the document declares no answer for one`;
    return {
      name: `${method} ${template} (method not listed)`,
      response: resolve(document, declared),
      at: pointer(...declared.$ref.replace(/^#\//, "").split("/")),
      allow: served.map((name) => name.toUpperCase()),
      status: 405,
    };
  }
  const name = `${operation.operationId ?? "(no operationId)"}: ${method} ${template}`;
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => operation.responses[candidate]);
  if (!key) return `${name}: status ${status} is not declared (declared: ${Object.keys(operation.responses).join(", ")})`;
  const declared = operation.responses[key] as ResponseObject;
  const at = declared.$ref
    ? pointer(...declared.$ref.replace(/^#\//, "").split("/"))
    : pointer("paths", template, method.toLowerCase(), "responses", key);
  return { name, response: resolve(document, declared), at };
}

function validatorFor(at: string, mediaType: string): ValidateFunction {
  const { ajv, validators } = conformance();
  const id = `${at}/content/${pointer(mediaType)}/schema`;
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile({ $ref: `${ROOT_ID}#/${id}` });
    validators.set(id, validate);
  }
  return validate;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 15).map((error) => `  ${error.instancePath || "(root)"} ${error.message ?? ""} ${JSON.stringify(error.params)}`);

export interface ObservedResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** Every way the response differs from the document; empty when it conforms. */
export function mismatches(method: string, path: string, observed: ObservedResponse): string[] {
  const expected = expectedResponse(method, path, observed.status);
  if (typeof expected === "string") return [expected];
  const problems: string[] = [];
  const { response, name } = expected;
  if (expected.status !== undefined && observed.status !== expected.status) problems.push(`the document declares only ${expected.status} here`);
  const headers = Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([header, declaration]) => [header.toLowerCase(), { header, ...resolve(conformance().document, declaration) }]),
  );
  for (const { header, required } of Object.values(headers)) {
    if (required && !observed.headers.has(header)) problems.push(`header ${header} is required but missing`);
  }
  for (const header of NAMED_HEADERS) {
    if (observed.headers.has(header) && !headers[header.toLowerCase()]) problems.push(`header ${header} is sent but not declared`);
  }
  if (expected.allow) {
    const allow = (observed.headers.get("allow") ?? "").split(/,\s*/).sort();
    if (allow.join(",") !== [...expected.allow].sort().join(",")) problems.push(`Allow is "${observed.headers.get("allow")}"; the document lists ${expected.allow.join(", ")}`);
  }
  const mediaType = (observed.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const content = response.content ?? {};
  // A response the document gives no content (a 304) must come without a body.
  if (!response.content && observed.text === "") return problems.length > 0 ? [`${name} -> ${observed.status}`, ...problems] : [];
  if (!content[mediaType]) {
    problems.push(`content type "${mediaType}" is not declared (declared: ${Object.keys(content).join(", ") || "no body"})`);
  } else if (mediaType === "application/json") {
    let body: unknown;
    try {
      body = JSON.parse(observed.text);
    } catch {
      problems.push("the body is not JSON");
    }
    const validate = validatorFor(expected.at, mediaType);
    if (body !== undefined && !validate(body)) problems.push("the body does not match its schema:", ...describeErrors(validate.errors));
  }
  return problems.length > 0 ? [`${name} -> ${observed.status}`, ...problems] : [];
}

/** Throws a readable error when the response is not what the document declares; non-API paths are not in the document. */
export function assertConforms(method: string, path: string, observed: ObservedResponse): void {
  if (!path.startsWith("/api/") || path.startsWith("/api/auth/")) return;
  const problems = mismatches(method, path, observed);
  if (problems.length === 0) return;
  throw new Error(`The response disagrees with the OpenAPI document:\n${problems.join("\n")}\nbody: ${observed.text.slice(0, 500)}`);
}
