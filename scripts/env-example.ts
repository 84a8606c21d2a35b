import { writeFileSync } from "node:fs";
import { renderEnvExample } from "@/lib/config/env-example";

// Run from the repository's root (npm run env:example).
writeFileSync(".env.example", renderEnvExample());
console.log("wrote .env.example");
