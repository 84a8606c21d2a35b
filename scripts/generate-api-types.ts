// npm run api:types — writes both typed clients' code from the OpenAPI document this checkout builds
import { writeFileSync } from "node:fs";
import { openApiDocument } from "@/lib/openapi/document";
import { API_SDK_DIR, API_TYPES_FILE, apiTypesSource, writeApiSdk } from "./api-types";

async function main() {
  const document = JSON.parse(JSON.stringify(openApiDocument())) as object;
  writeFileSync(API_TYPES_FILE, await apiTypesSource(document));
  console.log(`wrote ${API_TYPES_FILE}`);
  await writeApiSdk(document, API_SDK_DIR);
  console.log(`wrote ${API_SDK_DIR}/`);
}

void main();
