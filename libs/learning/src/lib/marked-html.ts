/** The server's highlighted text, kept to its one tag: any `<` not opening or closing a `<mark>` is shown as text. */
export function onlyMarks(html: string): string {
  return html.replace(/<(?!\/?mark>)/g, '&lt;');
}
