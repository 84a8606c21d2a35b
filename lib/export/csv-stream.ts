import { logger } from "@/lib/log/logger";
import { csvHeader, csvLines, type CsvCell } from "@/lib/csv/csv-lines";

/** One page of an export's rows, and where the next page starts (null: the last page). */
export interface ExportPage {
  rows: CsvCell[][];
  next: string | null;
}

/**
 * A CSV file read page by page as the client takes it: the header first,
 * then one keyset page per pull. The stream asks for a page only when the
 * previous one has been sent on, so a file of a million rows holds one page
 * in memory at a time, and each page is its own short read (on SQLite, a
 * write waits for one page's statement, never for the whole download).
 */
export function csvStream(columns: readonly string[], readPage: (after: string | null) => Promise<ExportPage>, what: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader(columns)));
          return;
        }
        try {
          const page = await readPage(after);
          if (page.rows.length > 0) controller.enqueue(encoder.encode(csvLines(page.rows)));
          if (page.next === null) controller.close();
          else after = page.next;
        } catch (error) {
          // The status line has gone: a cut-off file is all the client can be told, and the log says why.
          logger.error({ err: error, export: what }, "export stopped part-way");
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}
