/**
 * CSV as RFC 4180 describes it (CRLF line ends; a field with a comma, a double quote, CR or LF —
 * or leading/trailing spaces — is enclosed in double quotes and its quotes doubled), prefixed
 * with a UTF-8 byte-order mark so Excel opens accents correctly.
 *
 * Text cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) get
 * a leading apostrophe (OWASP "CSV injection"): member names and e-mails are user input.
 */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document: header row first, every record ends with CRLF, BOM first. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A safe download name: 'informe-acme-learning-2026-03-10.csv'. */
export function csvFileName(prefix: string, slug: string, date: Date): string {
  const safe = `${prefix}-${slug}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return `${safe}-${date.toISOString().slice(0, 10)}.csv`;
}
