import { describe, expect, it } from 'vitest';
import { parseRupiah, type RupiahReading } from './rupiah';

const value = (amount: number): RupiahReading => ({ ok: true, value: amount });
const problem = (reason: 'empty' | 'notAmount' | 'notWhole'): RupiahReading => ({ ok: false, problem: reason });

describe('parseRupiah: an amount as sellers write it', () => {
  it.each<[name: string, input: string, expected: RupiahReading]>([
    ['with "Rp " and Indonesian thousands', 'Rp 40.000', value(40_000)],
    ['with "Rp" and no space', 'Rp40.000', value(40_000)],
    ['lower-case "rp"', 'rp 40.000', value(40_000)],
    ['"Rp." with a dot', 'Rp. 40.000', value(40_000)],
    ['"IDR"', 'IDR 40000', value(40_000)],
    ['Indonesian thousands', '40.000', value(40_000)],
    ['plain digits', '40000', value(40_000)],
    ['English thousands (a comma and three digits is thousands, never cents)', '40,000', value(40_000)],
    ['thousands by spaces', '40 000', value(40_000)],
    ['thousands by a non-breaking space (as the page shows amounts)', 'Rp\u00a040\u00a0000', value(40_000)],
    ['millions with dots', '1.250.000', value(1_250_000)],
    ['millions with commas', '1,250,000', value(1_250_000)],
    ['spaces around', '  Rp 40.000  ', value(40_000)],
    ['"no cents" written as ",-"', 'Rp 40.000,-', value(40_000)],
    ['zero cents, Indonesian', '40.000,00', value(40_000)],
    ['zero cents, English', '40,000.00', value(40_000)],
    ['zero cents without thousands', '40000,00', value(40_000)],
    ['one zero of cents', '40000.0', value(40_000)],
    ['a thousand with a dot is a thousand', '1.000', value(1_000)],
    ['nothing', '', problem('empty')],
    ['only spaces', '   ', problem('empty')],
    ['only the currency', 'Rp', problem('notAmount')],
    ['cents that are not zero, Indonesian', '40.000,50', problem('notWhole')],
    ['cents that are not zero, English', '12.50', problem('notWhole')],
    ['a decimal comma', '40,5', problem('notWhole')],
    ['mixed thousands separators', '1.250,000', problem('notAmount')],
    ['one separator for thousands and cents', '1.000.00', problem('notAmount')],
    ['a group of four digits', '1.2345', problem('notAmount')],
    ['a group of two digits inside', '1.25.000', problem('notAmount')],
    ['a minus sign', '-40000', problem('notAmount')],
    ['letters', 'empat puluh ribu', problem('notAmount')],
    ['digits and letters', '40rb', problem('notAmount')],
    ['another currency', '$40', problem('notAmount')],
    ['beyond safe integers', '99999999999999999999', problem('notAmount')],
  ])('%s: %j', (_name, input, expected) => {
    expect(parseRupiah(input)).toEqual(expected);
  });
});
