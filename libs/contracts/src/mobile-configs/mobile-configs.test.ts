import { describe, expect, it } from 'vitest';
import { jsonValueProblem } from './mobile-configs';

describe('where a mobile config JSON value stops parsing', () => {
  it.each([
    ['a valid object parses', '{"enabled": true}', null],
    ['a valid string parses', '"text"', null],
    ['a trailing comma, on its line and column', '{\n  "a": 1,\n}', { line: 3, column: 1 }],
    ['a value cut short, at its end', '{\n  "enabled": true', { line: 2, column: 18 }],
    ['a blank value is empty', '   ', { line: null, column: null }],
  ])('%s', (_name, text, expected) => {
    const problem = jsonValueProblem(text);
    expect(problem && { line: problem.line, column: problem.column }).toEqual(expected);
  });
});
