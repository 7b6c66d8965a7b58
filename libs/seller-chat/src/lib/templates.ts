import type { ChatTemplateVariable } from '@seller-portal/contracts/chat';

// Which variables exist, what an unknown one is and how a template is filled are the contract's
// (`chatTemplateVariables`, `unknownChatTemplateVariables`, `fillChatTemplate`), shared with the server.

export interface TextEdit {
  text: string;
  /** Where the caret goes after the edit. */
  caret: number;
}

/** `{variable}` put where the selection is (replacing it), the caret after it. */
export function insertVariable(text: string, selectionStart: number, selectionEnd: number, variable: ChatTemplateVariable): TextEdit {
  const token = `{${variable}}`;
  return { text: text.slice(0, selectionStart) + token + text.slice(selectionEnd), caret: selectionStart + token.length };
}

/** The `/` command being typed at the caret: a slash at the start or after a space, then no space up to the caret. */
export interface SlashCommand {
  /** Where the slash is. */
  start: number;
  /** What follows the slash (the template search). */
  query: string;
}

export function slashCommandAt(text: string, caret: number): SlashCommand | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(before);
  if (!match) return null;
  const query = match[1];
  return { start: caret - query.length - 1, query };
}

/** The slash command replaced by the chosen template's filled text. */
export function applyTemplate(text: string, caret: number, command: SlashCommand, filled: string): TextEdit {
  return { text: text.slice(0, command.start) + filled + text.slice(caret), caret: command.start + filled.length };
}

/** Templates whose title or text holds every word of the query, in their own order. */
export function searchTemplates<T extends { title: string; text: string }>(templates: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    const haystack = `${template.title} ${template.text}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
