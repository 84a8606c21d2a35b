import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server";

/** The image's run stage as tests/api/standalone.test.ts replays it without Docker. */
export interface RunStage {
  workdir: string;
  env: Record<string, string>;
  /** `COPY --from=<build stage> <from> <to>`, in order; `from` is a path in the build stage, `to` relative to the working directory. */
  copies: { from: string; to: string }[];
  /** Directories the stage makes for the service to write to. */
  directories: string[];
  healthcheck: string[];
  cmd: string[];
}

/** The Dockerfile's instructions, continuation lines joined and comments dropped, split into stages at FROM. */
function stages(text: string): string[][] {
  const instructions = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const result: string[][] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) result.push([instruction]);
    else result.at(-1)?.push(instruction);
  }
  return result;
}

const exec = (json: string, instruction: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string")) throw new Error(`Not exec form: ${instruction}`);
  return parsed;
};

/**
 * Reads the Dockerfile's last stage. Any instruction the test cannot replay
 * faithfully here fails it, so the image and the test cannot drift apart
 * unnoticed (USER and EXPOSE change nothing a test run can observe).
 */
export function readRunStage(file = path.join(ROOT, "Dockerfile")): RunStage {
  const all = stages(readFileSync(file, "utf8"));
  const build = all.at(-2);
  const run = all.at(-1);
  if (!build || !run) throw new Error("The Dockerfile has no build and run stages");
  const buildName = /\sAS\s+(\S+)$/i.exec(build[0] ?? "")?.[1];
  const stage: RunStage = { workdir: "", env: {}, copies: [], directories: [], healthcheck: [], cmd: [] };
  for (const instruction of run.slice(1)) {
    const [keyword = "", ...rest] = instruction.split(/\s+/);
    const args = rest.join(" ");
    switch (keyword.toUpperCase()) {
      case "WORKDIR":
        stage.workdir = args;
        break;
      case "ENV":
        for (const pair of rest) {
          const [name = "", value = ""] = pair.split(/=(.*)/s);
          stage.env[name] = value;
        }
        break;
      case "COPY": {
        const copy = /^--from=(\S+)\s+(\S+)\s+(\S+)$/.exec(args);
        if (!copy || copy[1] !== buildName) throw new Error(`Only COPY --from=${buildName} <from> <to> is replayed: ${instruction}`);
        stage.copies.push({ from: copy[2] ?? "", to: copy[3] ?? "" });
        break;
      }
      case "RUN": {
        const made = /^mkdir (\S+) && chown node:node \1$/.exec(args);
        if (!made) throw new Error(`Only RUN mkdir <dir> && chown node:node <dir> is replayed: ${instruction}`);
        stage.directories.push(made[1] ?? "");
        break;
      }
      case "HEALTHCHECK":
        stage.healthcheck = exec(args.slice(args.indexOf("CMD ") + 4), instruction);
        break;
      case "CMD":
        stage.cmd = exec(args, instruction);
        break;
      case "USER":
      case "EXPOSE":
        break;
      default:
        throw new Error(`The run stage's ${keyword} is not replayed by tests/api/standalone.test.ts: ${instruction}`);
    }
  }
  return stage;
}
