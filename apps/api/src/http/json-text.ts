/** Printable ASCII without the quote and the backslash: a JSON string of it is the text between quotes. */
const plainJsonText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * `JSON.stringify` of a string, without its escaping pass when the text needs none (a request id, a method, a path):
 * the envelope and the access line of every request carry a few.
 */
export function jsonString(text: string): string {
  return plainJsonText.test(text) ? `"${text}"` : JSON.stringify(text);
}
