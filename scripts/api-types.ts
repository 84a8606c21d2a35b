import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

export const API_TYPES_FILE = "tests/api/generated/loandesk-api.d.ts";
/** The SDK @hey-api/openapi-ts writes for the document: its own fetch client, the types and a function per operation. */
export const API_SDK_DIR = "tests/api/generated/hey-api";

const BANNER = `// Generated from GET /api/v1/openapi.json by \`npm run api:types\`; do not edit.
// tests/api/openapi.test.ts fails when this file and the document disagree.
`;

/** The TypeScript types (openapi-typescript) a partner's generated client would have for the document. */
export async function apiTypesSource(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true, alphabetize: true });
  return `${BANNER}\n${astToString(ast)}`;
}

/** Writes the SDK a partner's @hey-api/openapi-ts (its defaults, the fetch client) makes of the document into `dir`, replacing what is there. */
export async function writeApiSdk(document: object, dir: string): Promise<void> {
  // Imported here: the package is ESM only, and tsx runs the scripts as CommonJS.
  const { createClient } = await import("@hey-api/openapi-ts");
  await createClient({ input: { path: document }, output: { path: dir, clean: true }, logs: { level: "silent", file: false } });
}
