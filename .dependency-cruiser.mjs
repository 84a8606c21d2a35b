// The layers of lib/ (docs/architecture.md, "Layers"), lowest first: a folder
// may import its own layer and the layers below it, never one above.
// `npm run check:layers` (scripts/check-layers.mjs, run by npm test) holds the code to this list.
import { readdirSync } from "node:fs";
import path from "node:path";

const LAYERS = [
  {
    name: "foundation",
    folders: ["generated", "errors", "ids", "calendar", "money", "format", "actors", "limits", "codes", "csv", "workers", "pdf", "tracing", "config", "log", "metrics", "jobs"],
  },
  { name: "query layer", folders: ["db"] },
  { name: "schemas", folders: ["schemas"] },
  { name: "rules and documents", folders: ["terms", "policy", "privacy", "documents"] },
  { name: "records", folders: ["crypto", "audit", "partners", "idempotency", "loan-records"] },
  // The domain operations, in the order they may call each other.
  { name: "operations: webhooks, verification, policy versions, staff", folders: ["webhooks", "bank-verification", "policy-versions", "staff"] },
  { name: "operations: NACH", folders: ["nach"] },
  { name: "operations: KFS", folders: ["kfs"] },
  { name: "operations: loans", folders: ["loans"] },
  { name: "operations: many loans at once", folders: ["loan-tape", "bank-files"] },
  { name: "composition", folders: ["portal", "export", "migrations", "docs", "openapi", "health", "metrics-scrape", "shutdown"] },
  { name: "web adapter", folders: ["http", "auth", "web"] },
  { name: "process start", folders: ["startup"] },
];

// A new folder must be given its place before the check passes.
const placed = new Set(LAYERS.flatMap((layer) => layer.folders));
const unplaced = readdirSync(path.join(import.meta.dirname, "lib"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !placed.has(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0) throw new Error(`lib/${unplaced.join(", lib/")}: add to a layer in .dependency-cruiser.mjs`);

const folderPattern = (folders) => `^lib/(${folders.join("|")})/`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer: ${layer.name}`,
  comment: `lib/${layer.folders.join(", lib/")} may not import a higher layer`,
  severity: "error",
  // A test may set its data up with anything (the migrator, a higher operation): it is no part of the layer it tests.
  from: { path: folderPattern(layer.folders), pathNot: "\\.test\\.tsx?$" },
  to: { path: folderPattern(LAYERS.slice(index + 1).flatMap((higher) => higher.folders)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    ...layerRules,
    {
      name: "lib knows no app",
      comment: "lib/ knows nothing of routes, pages or components",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^lib/generated/" },
    // Type-only imports count: a type from a higher layer ties the module to it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};

export default config;
