/** A cell for a spreadsheet: quoted when it holds the separator, a quote or a line break; a formula-looking start is neutralised. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV that opens right in a Spanish Excel or LibreOffice: UTF-8 with BOM, ';' between fields,
 * CRLF line ends. Cells come already written (decimal comma, dates as dd/mm/aaaa hh:mm).
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
