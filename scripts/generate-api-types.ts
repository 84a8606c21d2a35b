// npm run api:types — writes the typed client's types from the OpenAPI document this checkout builds
import { writeFileSync } from "node:fs";
import { openApiDocument } from "@/lib/openapi/document";
import { API_TYPES_FILE, apiTypesSource } from "./api-types";

async function main() {
  writeFileSync(API_TYPES_FILE, await apiTypesSource(JSON.parse(JSON.stringify(openApiDocument()))));
  console.log(`wrote ${API_TYPES_FILE}`);
}

void main();
