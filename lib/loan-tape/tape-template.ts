import ExcelJS from "exceljs";
import { stringify } from "csv-stringify/sync";
import { isTextColumn, TEMPLATE_COLUMNS, type ColumnDoc } from "./tape-columns";

const REQUIRED_WORDS: Record<ColumnDoc["required"], string> = { yes: "Required.", "with its item": "Required when this item is given.", no: "Optional." };

export const columnNote = (column: ColumnDoc) => `${REQUIRED_WORDS[column.required]} ${column.description}`;

/** The template as CSV: the header row of every column, UTF-8 with a byte order mark. */
export function csvTemplate(): string {
  return stringify([TEMPLATE_COLUMNS.map((column) => column.name)], { bom: true, record_delimiter: "windows" });
}

/**
 * The template as an XLSX workbook of one sheet: the header row, each
 * column's documentation as a note on its name, and the columns that take
 * text formatted as text, so the spreadsheet keeps account numbers, the
 * last 4 Aadhaar digits and dates as they are typed.
 */
export async function xlsxTemplate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Loans", { views: [{ state: "frozen", ySplit: 1 }] });
  TEMPLATE_COLUMNS.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.max(14, column.name.length + 2);
    if (isTextColumn(column)) sheetColumn.numFmt = "@";
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.value = column.name;
    cell.font = { bold: true };
    cell.note = columnNote(column);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
