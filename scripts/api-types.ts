import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

export const API_TYPES_FILE = "tests/api/generated/loandesk-api.d.ts";

const BANNER = `// Generated from GET /api/v1/openapi.json by \`npm run api:types\`; do not edit.
// tests/api/openapi.test.ts fails when this file and the document disagree.
`;

/** The TypeScript types (openapi-typescript) a partner's generated client would have for the document. */
export async function apiTypesSource(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true, alphabetize: true });
  return `${BANNER}\n${astToString(ast)}`;
}
