import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './date-input';

describe('the value of a datetime-local input', () => {
  it('reads back the minute it shows', () => {
    const ms = new Date(2026, 11, 12, 9, 30).getTime();
    expect(toLocalInput(ms)).toBe('2026-12-12T09:30');
    expect(fromLocalInput(toLocalInput(ms))).toBe(ms);
  });
  it('reads seconds when the input gives them', () => expect(fromLocalInput('2026-12-12T09:30:15')).toBe(new Date(2026, 11, 12, 9, 30, 15).getTime()));
  it.each([null, undefined, Number.NaN])('%j is an empty input', (ms) => expect(toLocalInput(ms)).toBe(''));
  it.each(['', '2026-12-12', 'tomorrow', '2026-13-45T99:99'])('%j is no time', (value) => expect(fromLocalInput(value)).toBeNull());
});
