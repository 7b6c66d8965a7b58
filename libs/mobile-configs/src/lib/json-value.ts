import { jsonValueProblem } from '@seller-portal/contracts/mobile-configs';
import { diffLines } from 'diff';

/** A JSON value laid out with two-space indents; the text as it is when it does not parse. */
export function formatJson(text: string): string {
  if (jsonValueProblem(text)) return text;
  return JSON.stringify(JSON.parse(text), null, 2);
}

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** The saved value against the new one, line by line (`diff`'s line diff). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const withEnd = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  return diffLines(withEnd(before), withEnd(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text): DiffLine => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text })),
  );
}

/** Whether a diff changes anything. */
export function changes(lines: readonly DiffLine[]): number {
  return lines.filter((line) => line.kind !== 'same').length;
}
