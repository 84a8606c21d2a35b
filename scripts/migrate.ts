// npm run db:migrate — applies the committed migrations to DATABASE_URL.
import { env } from "@/lib/config/env";
import { migrate } from "@/lib/migrations/migrate";

migrate(env().DATABASE_URL).then(
  (applied) => console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date."),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
