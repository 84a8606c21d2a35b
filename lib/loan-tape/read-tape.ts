import { readSheet } from "@/lib/csv/read-sheet";
import type { Sheet } from "@/lib/csv/sheet";
import { TAPE_SHEET } from "./tape-sheet";

/** A tape's rows: CSV or XLSX, known by its content (lib/csv/read-sheet.ts). */
export const readTape = (bytes: Uint8Array): Promise<Sheet> => readSheet(TAPE_SHEET, bytes);
