import { readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, inject, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { errorSchemaName } from "@/lib/openapi/error-codes";
import { openApiDocument } from "@/lib/openapi/document";
import { API_TYPES_FILE, apiTypesSource } from "@/scripts/api-types";
import { api } from "./client";
import { book, loanPath } from "./helpers";
import { REQUIRED_LOAN_FIELDS } from "../support/loan-fixtures";
import { HTTP_METHODS, mismatches, openApiAjv } from "./openapi-conformance";
import { ROOT } from "./server";

type Json = Record<string, unknown>;

interface OpenApi {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json & { required?: string[]; properties?: Json; description?: string; examples?: unknown[] }>; responses: Record<string, Json> };
  webhooks: Record<string, Record<string, Json>>;
}

const served = async () => (await api("GET", "/api/v1/openapi.json", { auth: null })).body as unknown as OpenApi;
const local = () => JSON.parse(JSON.stringify(openApiDocument())) as OpenApi;

const operationsOf = (document: OpenApi) => [
  ...Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ name: `${method.toUpperCase()} ${template}`, operation: item[method] as Json })),
  ),
  ...Object.entries(document.webhooks).flatMap(([event, item]) => HTTP_METHODS.filter((method) => item[method]).map((method) => ({ name: `webhook ${event}`, operation: item[method] as Json }))),
];

/** Every value under `node` with the JSON pointer to it. */
function* walk(node: unknown, at: string[] = []): Generator<{ value: unknown; at: string[] }> {
  yield { value: node, at };
  if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) yield* walk(child, [...at, key]);
  }
}

const pointer = (at: string[]) => at.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, served without credentials, and lists every endpoint of the contract", async () => {
    const response = await api("GET", "/api/v1/openapi.json", { auth: null });
    expect(response.status).toBe(200);
    const document = response.body as unknown as OpenApi;
    expect(document.openapi).toBe("3.1.0");
    expect(operationsOf(document).map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        "POST /api/v1/client/loan/",
        "GET /api/v1/client/loan/",
        "GET /api/v1/client/loan/{lead_id}/",
        "PUT /api/v1/client/loan/{lead_id}/",
        "PATCH /api/v1/client/loan/{lead_id}/",
        "POST /api/v1/client/loan/{lead_id}/disburse/",
        "GET /api/v1/client/loan/{lead_id}/disburse/",
        "GET /api/v1/openapi.json",
        "GET /api/health",
        "GET /api/health/live",
      ]),
    );
  });

  it("is the document this checkout builds (the server serves what the tests validate against)", async () => {
    expect(await served()).toEqual(local());
  });

  it("passes an OpenAPI 3.1 validator", async () => {
    const result = await new Validator().validate(local() as unknown as Json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("compiles every schema with Ajv (JSON Schema 2020-12, strict)", () => {
    const document = local();
    const ajv = openApiAjv();
    ajv.addSchema({ $id: "doc", components: document.components, paths: document.paths, webhooks: document.webhooks });
    const schemas = [...walk(document)].filter(({ at }) => at.at(-1) === "schema" || (at.length === 3 && at[1] === "schemas"));
    expect(schemas.length).toBeGreaterThan(100);
    for (const { at } of schemas) expect(() => ajv.compile({ $ref: `doc#/${pointer(at)}` }), pointer(at)).not.toThrow();
  });

  it("gives every operation a unique camelCase operationId", () => {
    const ids = operationsOf(local()).map(({ name, operation }) => [name, String(operation.operationId)]);
    for (const [name, id] of ids) expect(id, name).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
    expect(ids.map(([, id]) => id)).toEqual(expect.arrayContaining(["bookLoan", "listLoans", "readLoan", "replaceLoan", "patchLoan", "disburseLoan", "readDisbursal"]));
  });

  it("describes the 401 every operation that needs credentials gives without them, as the service sends it", async () => {
    const guarded = operationsOf(local()).filter(({ name, operation }) => !name.startsWith("webhook") && (operation.responses as Json)["401"]);
    expect(guarded.length).toBeGreaterThan(20);
    for (const { name } of guarded) {
      const [method = "GET", template = ""] = name.split(" ");
      // Any id will do: credentials are checked before the path's ids or the body are read.
      const requestPath = template.replace(/\{[^}]+\}/g, "0190a6c4-0000-7000-8000-000000000000");
      const response = await api(method, requestPath, { auth: null, ...(["POST", "PUT", "PATCH"].includes(method) ? { body: {} } : {}) });
      // The test client holds every answer to the document (openapi-conformance.ts): body, headers and all.
      expect(response.status, `${name}: ${response.text}`).toBe(401);
      expect(response.headers.get("www-authenticate"), name).toBe('Basic realm="loandesk"');
    }
  });

  it("declares X-Request-Id on every response", () => {
    const document = local();
    const responses = [
      ...operationsOf(document)
        .filter(({ name }) => !name.startsWith("webhook"))
        .flatMap(({ name, operation }) => Object.entries(operation.responses as Json).map(([status, response]) => ({ name: `${name} ${status}`, response: response as Json }))),
      ...Object.entries(document.components.responses).map(([name, response]) => ({ name, response })),
    ];
    for (const { name, response } of responses) {
      const resolved = (response.$ref ? document.components.responses[String(response.$ref).split("/").at(-1) ?? ""] : response) as { headers?: Json };
      expect(Object.keys(resolved.headers ?? {}), name).toContain("X-Request-Id");
    }
  });

  it("resolves every $ref", () => {
    const document = local();
    const refs = [...walk(document)].filter(({ at }) => at.at(-1) === "$ref").map(({ value }) => String(value));
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")], document);
      expect(target, ref).toBeDefined();
    }
  });

  it("has examples that validate against their own schemas", () => {
    const document = local();
    const ajv = openApiAjv();
    ajv.addSchema({ $id: "doc", components: document.components, paths: document.paths });
    const withExamples = [...walk(document.components.schemas, ["components", "schemas"])].filter(
      ({ value, at }) => at.at(-1) !== "properties" && Array.isArray((value as Json | null)?.examples),
    );
    expect(withExamples.length).toBeGreaterThan(Object.keys(ERROR_STATUS).length);
    for (const { value, at } of withExamples) {
      const validate = ajv.compile({ $ref: `doc#/${pointer(at)}` });
      for (const example of (value as { examples: unknown[] }).examples) expect(validate(example), `${pointer(at)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("describes every error code with its status, meaning and an example body", () => {
    const document = local();
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const schema = document.components.schemas[errorSchemaName(code)];
      expect(schema?.examples, code).toHaveLength(1);
      expect(schema?.description, code).toMatch(new RegExp(`^${ERROR_STATUS[code]} \`${code}\`: .+`));
      expect(document.info.description).toContain(`| ${ERROR_STATUS[code]} | \`${code}\` |`);
    }
  });

  it("describes the loan body from the same schema the API validates with", async () => {
    const loan = (await served()).components.schemas.Loan;
    expect(loan?.required).toEqual(expect.arrayContaining(REQUIRED_LOAN_FIELDS));
    expect(Object.keys(loan?.properties ?? {})).toContain("co_applicant_details");
    expect(JSON.stringify(loan?.properties)).toContain("the fourth letter P marks an individual's PAN");
    expect(JSON.stringify(loan?.properties)).toContain("India Standard Time");
  });

  it('says that an optional field sent as "" or null is not sent, and that a PATCH removes it', async () => {
    const document = await served();
    expect(document.components.schemas.Loan?.description).toContain('An optional field sent as "" or null is treated as not sent');
    expect(document.components.schemas.LoanPatch?.description).toContain("In a PATCH such an optional field is removed");
  });

  it("matches the committed client types (npm run api:types regenerates them)", async () => {
    const committed = readFileSync(path.join(ROOT, API_TYPES_FILE), "utf8");
    expect(await apiTypesSource(await served()), "run `npm run api:types` and commit the result").toBe(committed);
  });

  it("is also a readable page at /docs, with every operation, error code and event of the document", async () => {
    const page = async (path: string) => {
      const response = await fetch(`${inject("baseUrl")}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const [reference, webhooks, testValues] = await Promise.all([page("/docs"), page("/docs/webhooks"), page("/docs/test-values")]);
    const document = openApiDocument();
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((value) => (value && typeof value === "object" && "operationId" in value ? [value.operationId] : [])));
    expect(operationIds.length).toBeGreaterThan(20);
    for (const id of operationIds) expect(reference, id).toContain(`id="${id}"`);
    for (const code of Object.keys(ERROR_STATUS)) expect(reference, code).toContain(`id="error-${code}"`);
    for (const type of Object.keys(document.webhooks)) expect(webhooks, type).toContain(`id="event-${type}"`);
    expect(reference).toContain("Book a loan");
    expect(reference).toContain("partner_loan_id");
    for (const account of ["12345678", "99999999", "11110000", "22220000", "33330000"]) expect(testValues, account).toContain(account);
  });
});

describe("the response check every HTTP test runs", () => {
  const headers = (extra: Record<string, string> = {}) => new Headers({ "content-type": "application/json; charset=utf-8", "x-request-id": "r-1", ...extra });
  const notFound = JSON.stringify({ is_success: false, error: { code: "not_found", message: "Loan not found", details: {} } });
  const leadPath = "/api/v1/client/loan/019a8f3c-5b2e-7c41-9d3a-2f6b8e1c4d70/";

  it("accepts an answer the document declares, with or without the trailing slash and with a query", () => {
    expect(mismatches("GET", leadPath, { status: 404, headers: headers(), text: notFound })).toEqual([]);
    expect(mismatches("GET", `${leadPath.slice(0, -1)}?x=1`, { status: 404, headers: headers(), text: notFound })).toEqual([]);
  });

  it("accepts a real read, and refuses it with one property more", async () => {
    const { lead_id } = await book();
    const read = await api("GET", loanPath(lead_id));
    expect(mismatches("GET", loanPath(lead_id), read)).toEqual([]);
    const extended = JSON.stringify({ ...read.body, data: { ...read.body.data, surprise: 1 } });
    expect(mismatches("GET", loanPath(lead_id), { ...read, text: extended }).join("\n")).toContain("must NOT have unevaluated properties");
  });

  it("refuses an undeclared status, a wrong error code, a missing or undeclared header, and another content type", () => {
    expect(mismatches("GET", leadPath, { status: 418, headers: headers(), text: notFound }).join("\n")).toContain("status 418 is not declared");
    const conflict = JSON.stringify({ is_success: false, error: { code: "already_disbursed", message: "x", details: {} } });
    expect(mismatches("GET", leadPath, { status: 404, headers: headers(), text: conflict }).join("\n")).toContain("does not match its schema");
    expect(mismatches("GET", leadPath, { status: 404, headers: new Headers({ "content-type": "application/json" }), text: notFound }).join("\n")).toContain(
      "X-Request-Id is required but missing",
    );
    expect(mismatches("GET", leadPath, { status: 404, headers: headers({ "retry-after": "1" }), text: notFound }).join("\n")).toContain("Retry-After is sent but not declared");
    expect(mismatches("GET", leadPath, { status: 404, headers: headers({ "content-type": "text/html" }), text: notFound }).join("\n")).toContain('content type "text/html"');
  });

  it("holds an unlisted method to the 405 answer, with Allow naming the path's methods", () => {
    const body = JSON.stringify({ is_success: false, error: { code: "method_not_allowed", message: "x", details: { allow: ["GET", "POST"] } } });
    expect(mismatches("DELETE", "/api/v1/client/loan/", { status: 405, headers: headers({ allow: "GET, POST" }), text: body })).toEqual([]);
    expect(mismatches("DELETE", "/api/v1/client/loan/", { status: 405, headers: headers({ allow: "GET" }), text: body }).join("\n")).toContain("Allow is");
  });
});
