import { describe, expect, it } from 'vitest';
import { changes, formatJson, lineDiff } from './json-value';

describe('a mobile config JSON value', () => {
  it.each([
    ['is laid out with two-space indents', '{"a":1,"b":[true]}', '{\n  "a": 1,\n  "b": [\n    true\n  ]\n}'],
    ['is left as it is when it does not parse', '{"a":', '{"a":'],
    ['keeps a string value', '"text"', '"text"'],
  ])('%s', (_name, text, formatted) => {
    expect(formatJson(text)).toBe(formatted);
  });
});

describe('the diff shown before saving', () => {
  it.each([
    ['marks a changed line removed then added', '{\n  "a": 1\n}', '{\n  "a": 2\n}', ['same {', 'removed   "a": 1', 'added   "a": 2', 'same }'], 2],
    ['shows no change for the same value', '{"a": 1}', '{"a": 1}', ['same {"a": 1}'], 0],
    ['adds a line', 'x', 'x\ny', ['same x', 'added y'], 1],
  ])('%s', (_name, before, after, lines, count) => {
    const diff = lineDiff(before, after);
    expect(diff.map((line) => `${line.kind} ${line.text}`)).toEqual(lines);
    expect(changes(diff)).toBe(count);
  });
});
