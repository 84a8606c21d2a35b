import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// V8's flags are the whole process's, so each measurement runs in a process of its own, on
// plain node: a TypeScript loader's own work in the process makes V8's choice vary from run to run.
const MODULE = ts.transpileModule(readFileSync(fileURLToPath(new URL("./garbage-collector-flags.ts", import.meta.url)), "utf8"), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;

/**
 * The young collections while one piece of code makes 6,000,000 small objects
 * and keeps the last 300,000 alive for a while, as requests in flight keep
 * theirs: with pretenuring V8 soon allocates them straight into the old
 * generation, and young collections almost stop.
 */
function youngCollections(withFlags: boolean): number {
  const script = `
    import { PerformanceObserver, constants } from "node:perf_hooks";
    if (process.env.WITH_FLAGS === "1") (await import("./garbage-collector-flags.mjs")).setGarbageCollectorFlags();
    let young = 0;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MINOR) young++; }).observe({ entryTypes: ["gc"] });
    const make = (i) => ({ a: i, b: [i, i + 1, i + 2], c: { d: i } });
    const inFlight = new Array(300000);
    for (let i = 0; i < 6e6; i++) inFlight[i % inFlight.length] = make(i);
    await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(young);
  `;
  const dir = mkdtempSync(path.join(tmpdir(), "loandesk-gc-"));
  try {
    const file = path.join(dir, "young-collections.mjs");
    writeFileSync(file, script);
    writeFileSync(path.join(dir, "garbage-collector-flags.mjs"), MODULE);
    const output = execFileSync(process.execPath, [file], {
      env: { ...process.env, NODE_OPTIONS: "", WITH_FLAGS: withFlags ? "1" : "0" },
      encoding: "utf8",
    });
    return Number(output.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the collector's flags", () => {
  it("keep objects that outlive a few young collections in the young generation, set once the process runs", () => {
    const without = youngCollections(false);
    const withFlags = youngCollections(true);
    expect(withFlags).toBeGreaterThan(3 * Math.max(without, 1));
  });
});
