/**
 * Characters a spreadsheet reads as the start of a formula (OWASP CSV injection: = + - @ tab CR), and their
 * full-width forms, which some spreadsheet programs read the same way.
 */
const formulaLead = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Characters that end a cell unless it is quoted: the file's own separator, and the comma and semicolon whatever it
 * is, since a spreadsheet opens a CSV with its locale's list separator (a semicolon where the decimal mark is a
 * comma, as in Indonesia), and quotes and line breaks.
 */
const needsQuotes = (value: string, separator: string) => value.includes(separator) || /[,;"\r\n]/.test(value);

/**
 * One CSV cell of text a person wrote: a formula-leading value is prefixed with a single quote, so no spreadsheet
 * runs it; then a value holding a separator, a quote or a line break (or prefixed) is quoted, quotes doubled (RFC 4180).
 */
export function csvCell(value: string, separator = ','): string {
  const guarded = formulaLead.test(value) ? `'${value}` : value;
  return needsQuotes(guarded, separator) || guarded !== value ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One CSV line of cells, without its line break. */
export function csvLine(values: readonly string[], separator = ','): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}

/** A whole CSV file: a byte-order mark (spreadsheets then read UTF-8 names right), CRLF line ends (RFC 4180). */
export function csvFile(lines: readonly (readonly string[])[], separator = ','): Buffer {
  return Buffer.from(`\uFEFF${lines.map((line) => `${csvLine(line, separator)}\r\n`).join('')}`, 'utf8');
}
