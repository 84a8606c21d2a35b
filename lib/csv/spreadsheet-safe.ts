// What a spreadsheet starts a formula with: a cell beginning so is run when
// the file is opened (OWASP's "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text as a spreadsheet shows it and never runs: a leading `'` keeps a formula-looking value as text. */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
