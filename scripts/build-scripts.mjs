// npm run build:scripts — compiles the command-line programs a deployment
// runs beside the server to dist/<name>.mjs, so production runs them with
// `node` and needs neither tsx nor the TypeScript sources (Dockerfile,
// docs/operations.md "Container"). Development keeps running the sources
// through tsx (`npm run worker`, `npm run db:migrate`, ...), with Node's
// react-server condition for the same reason as `conditions` below.
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** The programs a deployment runs; each becomes dist/<key>.mjs. */
export const ENTRY_POINTS = {
  worker: "scripts/worker.ts",
  migrate: "scripts/migrate.ts",
  partner: "scripts/partner.ts",
  "rotate-data-key": "scripts/rotate-data-key.ts",
  backup: "scripts/backup.ts",
};

/**
 * Loaded from node_modules at run time, as the server loads them (Next keeps
 * these external too, so its traced node_modules, which the container ships,
 * holds them): better-sqlite3 finds its native binding by path, pg's native
 * driver is optional and absent, pino is kept as the server runs it, and
 * harfbuzzjs and ifsc read files beside their own modules. Only the
 * packages' entry points: files imported from inside one (ifsc's bank lists,
 * JSON) are bundled, as Next bundles them.
 */
export const EXTERNAL = ["better-sqlite3", "pg", "pg-native", "pino", "harfbuzzjs", "ifsc"];

/** esbuild's `external` would also take every path inside these packages. */
const externalEntryPoints = {
  name: "external-entry-points",
  setup(build) {
    const names = new RegExp(`^(${EXTERNAL.join("|")})$`);
    build.onResolve({ filter: names }, ({ path }) => ({ path, external: true }));
  },
};

rmSync(path.join(root, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRY_POINTS,
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // The programs run the server's modules, which start with `import "server-only"`: resolved as Next resolves it for the server.
  conditions: ["react-server"],
  plugins: [externalEntryPoints],
  // Bundled CommonJS modules still call require() for Node's own modules, which an ES module lacks.
  banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
  sourcemap: "linked",
  logLevel: "warning",
});
