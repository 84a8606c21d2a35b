import "server-only";
import { openApiDocument } from "@/lib/openapi/document";
import { ApiReference, errorCatalogue, type OpenApiShape } from "./api-reference";
import { searchIndex } from "./search-index";
import { testValueGroups } from "./test-values";

/** The reference read from the same document /api/v1/openapi.json serves. */
export const apiReference = () => new ApiReference(openApiDocument() as unknown as OpenApiShape);

/** The docs' search index, every page's and section's entry. */
export const docsSearchIndex = () => searchIndex(apiReference(), errorCatalogue(), testValueGroups());
