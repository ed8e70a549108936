/**
 * Cells a spreadsheet would run as a formula (CSV injection): one starting with tab, CR or LF,
 * or whose first visible character is = + - @ (or their full-width forms, which some read as the
 * same) or | (LibreOffice's DDE), after any leading blanks, which spreadsheets trim.
 */
const FORMULA_START = /^[\t\r\n]|^[\s\u3000]*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Prefixes a quote to a cell a spreadsheet would read as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Saves a blob as a file through a link (no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file (a UTF-8 BOM first, so that spreadsheets read the accents). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
