import ExcelJS from "exceljs";
import { assertRowLimit, isEmptyCell, unreadableSheet, type Cell, type Sheet, type SheetKind, type SheetRow } from "./sheet";
import { zipContents } from "./zip-entries";

/** What a workbook's parts may inflate to: a loan tape of the most rows with the longest schedules fits many times over. */
export const MAX_WORKBOOK_BYTES = 100 * 1024 * 1024;

const notAWorkbook = (kind: SheetKind) => unreadableSheet(kind, "The file is a ZIP archive but no Excel workbook that can be read: save it from the spreadsheet as .xlsx or as \"CSV UTF-8\"");

/**
 * A cell as the service reads it. A formula is taken as its text and never
 * as its result, as the issue asks of cells like `=HYPERLINK(...)`: what the
 * spreadsheet computed on someone's machine is not what the row says.
 */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value && typeof value.formula === "string") return `=${value.formula}`;
  if ("sharedFormula" in value) return `=${value.formula ?? value.sharedFormula}`;
  if ("hyperlink" in value) return value.text;
  if ("error" in value) return value.error;
  return null;
}

async function loadWorkbook(kind: SheetKind, bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const contents = zipContents(bytes);
  if (!contents) throw notAWorkbook(kind);
  if (contents.uncompressedBytes > MAX_WORKBOOK_BYTES) {
    throw unreadableSheet(kind, `The workbook expands to more than ${MAX_WORKBOOK_BYTES / 1024 / 1024} MiB: a ${kind.name} is far smaller; remove other content or split it`);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    throw notAWorkbook(kind);
  }
  return workbook;
}

/**
 * The rows of an XLSX file: its one worksheet. A workbook with more sheets
 * is refused, naming them, rather than read from the first: a partner who
 * keeps loans on two sheets would otherwise see half of them silently left
 * out, and one whose first sheet is notes would book nothing it meant to.
 */
export async function readXlsx(kind: SheetKind, bytes: Uint8Array): Promise<Sheet> {
  const workbook = await loadWorkbook(kind, bytes);
  const sheets = workbook.worksheets;
  const [sheet] = sheets;
  if (!sheet) throw notAWorkbook(kind);
  if (sheets.length > 1) {
    throw unreadableSheet(
      kind,
      `The workbook has ${sheets.length} sheets (${sheets.map((one) => `"${one.name}"`).join(", ")}); a ${kind.name} has one: keep the ${kind.rowsHold} on one sheet and delete the others`,
    );
  }
  const width = sheet.getRow(1).cellCount;
  const headers = Array.from({ length: width }, (_, index) => {
    const cell = cellOf(sheet.getRow(1).getCell(index + 1).value);
    return cell === null ? "" : String(cell);
  });
  if (headers.every(isEmptyCell)) throw unreadableSheet(kind, `The sheet is empty: its first row must name the columns (${kind.columnsHelp})`);
  assertRowLimit(kind, sheet.actualRowCount - 1);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: Math.max(width, row.cellCount) }, (_, index) => cellOf(row.getCell(index + 1).value));
    if (cells.every(isEmptyCell)) return;
    const beyond = cells.slice(width).some((cell) => !isEmptyCell(cell));
    rows.push({
      rowNumber,
      cells: cells.slice(0, width),
      misaligned: beyond ? `has values past the header's ${width} columns, so they are under no column` : undefined,
    });
  });
  assertRowLimit(kind, rows.length);
  return { format: "xlsx", headers, rows };
}
