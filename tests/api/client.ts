import { inject } from "vitest";
import { apiClient } from "../support/api-client";
import { assertConforms } from "./openapi-conformance";

export { basic, DEMO, DEMO2, type ApiResponse, type Credentials } from "../support/api-client";

/**
 * One request to the server under test; `auth` defaults to the demo partner.
 * Every answer is held to the OpenAPI document: what a test sees is what the contract declares.
 */
export const api = apiClient({ baseUrl: () => inject("baseUrl"), check: assertConforms });
