// npm run check:layers (run by npm test): one dependency-cruiser pass over
// lib/ that checks
// - the layers of .dependency-cruiser.mjs (docs/architecture.md, "Layers"):
//   no folder imports a higher one;
// - that every module reaching the database starts with `import "server-only"`,
//   so Next refuses to bundle it for the browser. A module reaches the
//   database when its imports, type-only ones aside, lead to the connection
//   (lib/db/database.ts) or to a database driver (the migrator, the listener,
//   the backup, the rate limiter's store).
// `node scripts/check-layers.mjs --fix` adds the missing marks.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const { values: flags } = parseArgs({ options: { fix: { type: "boolean" } } });

const options = await extractDepcruiseOptions("./.dependency-cruiser.mjs");
const { output: result } = await cruise(["lib"], options, undefined, { tsConfig: extractTSConfig("tsconfig.json") });

const layerReport = await format(result, { outputType: "err" });
process.stdout.write(layerReport.output);
let failed = result.summary.error > 0;

const DRIVERS = /^node_modules\/(better-sqlite3|pg)\//;
const MARK = 'import "server-only";\n';
const runtime = (dependency) => !dependency.dependencyTypes.some((type) => type === "type-only" || type === "pre-compilation-only");
const imports = new Map(result.modules.map((module) => [module.source, module.dependencies.filter(runtime).map((dependency) => dependency.resolved)]));
const connection = new Set(["lib/db/database.ts", ...result.modules.filter((module) => module.dependencies.some((dependency) => runtime(dependency) && DRIVERS.test(dependency.resolved))).map((module) => module.source)]);

// npm test's circle check keeps the imports free of circles, so each module is decided once.
const reaches = new Map();
function reachesDatabase(source) {
  if (!reaches.has(source)) {
    reaches.set(source, false);
    reaches.set(source, connection.has(source) || (imports.get(source) ?? []).some(reachesDatabase));
  }
  return reaches.get(source);
}

const unmarked = result.modules
  .map((module) => module.source)
  .filter((source) => /^lib\/.*\.tsx?$/.test(source) && !/\.test\.tsx?$|\.fixture\.ts$/.test(source))
  .filter((source) => reachesDatabase(source) && !readFileSync(source, "utf8").includes(MARK));

if (flags.fix) {
  for (const source of unmarked) {
    const text = readFileSync(source, "utf8");
    const firstImport = text.search(/^import /m);
    writeFileSync(source, firstImport < 0 ? MARK + text : text.slice(0, firstImport) + MARK + text.slice(firstImport));
  }
  console.log(`marked ${unmarked.length} modules server-only`);
} else if (unmarked.length > 0) {
  failed = true;
  console.log(`These modules reach the database but do not start with ${MARK.trim()} (node scripts/check-layers.mjs --fix):\n  ${unmarked.join("\n  ")}`);
}

process.exitCode = failed ? 1 : 0;
