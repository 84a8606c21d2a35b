import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The NODE_OPTIONS `npm start` gives the server (package.json), so that the
 * bench's server runs as production's does; the Dockerfile's ENV states the
 * same, and tests/api/standalone.test.ts holds the two together.
 */
export function serverNodeOptions(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const options = /NODE_OPTIONS="([^"$]*)/.exec(scripts.start)?.[1]?.trim();
  if (!options) throw new Error(`package.json's start script sets no NODE_OPTIONS="…": ${scripts.start}`);
  return options;
}
