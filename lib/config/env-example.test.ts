import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { describe, expect, it } from "vitest";
import { ENV_SECTIONS, ENV_VARIABLES, parseEnv } from "./env";
import { defaultText, renderEnvExample } from "./env-example";
import { PLATFORM_VARIABLES } from "./platform-variables";

const ROOT = path.resolve(__dirname, "../..");
const committed = readFileSync(path.join(ROOT, ".env.example"), "utf8");

/** The source files whose `process.env` reads must all be documented: tests set what they like. */
function sourceFiles(): string[] {
  const inFolders = ["lib", "app", "scripts"].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
  );
  return [...inFolders, "instrumentation.ts"].filter(
    (file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !/\.test\.|\.spec\./.test(file) && !file.startsWith(path.join("lib", "generated")),
  );
}

describe(".env.example", () => {
  it("is the file the schema generates (npm run env:example)", () => {
    expect(committed).toBe(renderEnvExample());
  });

  it("lists every variable of the schema once, each in a section", () => {
    const assigned = [...committed.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
    const sectioned = ENV_SECTIONS.flatMap(({ variables }) => Object.keys(variables));

    expect(sectioned).toEqual(ENV_VARIABLES);
    expect(assigned).toEqual([...ENV_VARIABLES, ...PLATFORM_VARIABLES.filter(({ setBy }) => setBy === "operator").map(({ name }) => name)]);
  });

  it("copied as it is, starts the demo exactly as no configuration does", () => {
    expect(parseEnv(parseEnvFile(committed))).toEqual(parseEnv({}));
  });

  it("shows each default as text that parses to the default itself", () => {
    const shown = Object.fromEntries([...committed.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.+)$/gm)].map(([, name, value]) => [name, value]));
    const defaults = parseEnv({});
    for (const name of ENV_VARIABLES.filter((variable) => variable in shown)) {
      expect(parseEnv({ [name]: shown[name] })[name], name).toEqual(defaults[name]);
    }
    expect(defaultText(ENV_SECTIONS[0].variables.LOANDESK_MODE)).toBe("demo");
  });

  it("names every variable the code reads from process.env", () => {
    const documented = new Set<string>([...ENV_VARIABLES, ...PLATFORM_VARIABLES.map(({ name }) => name)]);
    const undocumented: string[] = [];
    const wholeEnvironment: string[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const [, dotted, bracketed] of text.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])/g)) {
        const name = dotted ?? bracketed;
        if (name && !documented.has(name)) undocumented.push(`${file}: ${name}`);
      }
      if (/process\.env(?![.[\w])/.test(text)) wholeEnvironment.push(file);
    }

    expect(undocumented).toEqual([]);
    // The environment as a whole goes only to the schema, or to a child process as it is.
    expect(wholeEnvironment.sort()).toEqual(["instrumentation.ts", "lib/config/env.ts", "scripts/prisma-generate.mjs"]);
  });
});
