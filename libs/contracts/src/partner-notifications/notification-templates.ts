/**
 * The notification template language, one implementation for the browser's live preview and the server's render, so
 * what staff preview is what sellers receive. A template is plain text with variables written `{{name}}` (spaces
 * inside the braces are allowed: `{{ storeName }}`); a name is a letter followed by letters, digits or underscores.
 * Nothing else is syntax: the text is never HTML, so a value cannot inject markup.
 */

/** A variable reference, as the renderer reads it. */
const variablePattern = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,63})\s*\}\}/g;

/** What a template says about its variables: names in order of first use, and pieces of `{{…}}` that are not one. */
export interface TemplateScan {
  variables: string[];
  /** `{{` without its `}}`, or braces around something that is not a name (`{{ 1x }}`, `{{}}`). */
  malformed: string[];
}

export function scanTemplate(text: string): TemplateScan {
  const variables: string[] = [];
  const malformed: string[] = [];
  let last = 0;
  for (const match of text.matchAll(variablePattern)) {
    collectMalformed(text.slice(last, match.index), malformed);
    if (!variables.includes(match[1])) variables.push(match[1]);
    last = match.index + match[0].length;
  }
  collectMalformed(text.slice(last), malformed);
  return { variables, malformed };
}

/** Every `{{` left in text between the well-formed references is a mistake; so is a lone `}}`. */
function collectMalformed(between: string, into: string[]): void {
  const open = between.indexOf('{{');
  if (open >= 0) {
    const close = between.indexOf('}}', open);
    into.push(close >= 0 ? between.slice(open, close + 2) : between.slice(open, open + 20));
    return;
  }
  const close = between.indexOf('}}');
  if (close >= 0) into.push(between.slice(Math.max(0, close - 18), close + 2));
}

/** The variables a template uses that are not in `known`, in order of first use. */
export function unknownVariables(text: string, known: readonly string[]): string[] {
  return scanTemplate(text).variables.filter((name) => !known.includes(name));
}

/** A payload value as text: strings as they are, numbers and booleans as written, anything else is missing. */
function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

export interface RenderedTemplate {
  text: string;
  /** Variables the payload did not give a value (rendered as nothing), in order of first use. */
  missing: string[];
}

/** The template with each `{{name}}` replaced by the payload's value; a name without a value renders as nothing. */
export function renderTemplate(text: string, payload: Readonly<Record<string, unknown>>): RenderedTemplate {
  const missing: string[] = [];
  const rendered = text.replace(variablePattern, (_whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(payload, name) ? valueText(payload[name]) : null;
    if (value === null) {
      if (!missing.includes(name)) missing.push(name);
      return '';
    }
    return value;
  });
  return { text: rendered, missing };
}
