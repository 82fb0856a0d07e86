/**
 * One CSV cell: quoted when it holds a comma, quote or line break; and a cell a spreadsheet would
 * take for a formula (= + - @, or a tab or carriage return first) gets a leading apostrophe, so an
 * order's text never runs as a formula in the accounts' spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
