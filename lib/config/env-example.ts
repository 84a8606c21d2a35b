import type { z } from "zod";
import { ENV_SECTIONS, envDocs, type Env } from "./env";
import { LENDER_DEMO_DEFAULTS } from "./lender";
import { PLATFORM_VARIABLES } from "./platform-variables";

const WIDTH = 78;

function comment(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > WIDTH && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** A parsed default written back as the variable's text: lists comma-separated. */
const asText = (value: unknown): string => (Array.isArray(value) ? value.join(",") : value === undefined ? "" : String(value));

/** A variable's default as text, read from its schema. */
export function defaultText(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? asText(parsed.data) : "";
}

function variableLines(name: string, schema: z.ZodType): string[] {
  const doc = envDocs.get(schema);
  if (!doc) throw new Error(`${name} has no description in lib/config/env.ts`);
  const demo = LENDER_DEMO_DEFAULTS.get(name as keyof Env);
  const notes = [
    doc.requiredInProduction ? "Required in production." : "",
    demo === undefined ? "" : `Required in production; demo mode uses \"${demo}\".`,
    doc.defaultInWords ? `Default: ${doc.defaultInWords}.` : "",
  ].filter((note) => note !== "");
  // Blank and active, so a copy made for production shows what to fill in; an empty value is an unset one.
  const assignment = doc.requiredInProduction || demo !== undefined ? `${name}=` : `# ${name}=${doc.defaultInWords ? "" : defaultText(schema)}`;
  return [...comment([doc.description, ...notes].join(" ")), assignment];
}

const heading = (title: string) => [`# ── ${title} ${"─".repeat(Math.max(3, WIDTH - 6 - title.length))}`, ""];

/**
 * `.env.example`: every variable the service reads, by concern, with its
 * meaning and default, all taken from the schema that reads them.
 */
export function renderEnvExample(): string {
  const intro = comment(
    "LoanDesk's configuration: every variable the service reads, with its meaning and default. Generated from lib/config/env.ts by npm run env:example; a test keeps the two equal, so edit the schema, not this file. Demo mode starts with none of them set. A commented line shows the default; the blank active ones are those production requires, and it refuses to start, naming every one, while any is unset, a demo value or malformed.",
  );
  const sections = ENV_SECTIONS.flatMap(({ title, variables }) => [
    ...heading(title),
    ...Object.entries(variables).flatMap(([name, schema]) => [...variableLines(name, schema), ""]),
  ]);
  const platform = PLATFORM_VARIABLES.filter(({ setBy }) => setBy === "operator").flatMap(({ name, description, default: fallback }) => [
    ...comment(description),
    `# ${name}=${fallback ?? ""}`,
    "",
  ]);
  return [...intro, "", ...sections, ...heading("Read by Next.js and OpenTelemetry's SDK"), ...platform].join("\n");
}
