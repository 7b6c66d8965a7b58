import { errorCodes, reservedErrorCodes } from '@seller-portal/contracts/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const contractsSrc = join(src, '../../../libs/contracts/src');

/** The text of every source file under a folder, tests and the catalogue itself left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name === 'error-codes.ts') return [];
    return [readFileSync(path, 'utf8')];
  });
}

// The server's modules and the contracts' rules it runs (validation shared with the pages answers codes too).
const code = [...sources(src), ...sources(contractsSrc)].join('\n');
const raised = (errorCode: string) => code.includes(`'${errorCode}'`) || code.includes(`"${errorCode}"`);

/** The §8 server codes: the catalogue's entries up to its last generic code (the rest are this server's own). */
const specCodes = errorCodes.slice(0, errorCodes.indexOf('PE502003') + 1);

describe('§8 codes: raised where their situation occurs, or reserved with the reason', () => {
  it('knows the §8 codes', () => {
    expect(specCodes).toContain('ERR_PMU400001');
    expect(specCodes.length).toBeGreaterThan(40);
  });

  it.each(specCodes)('%s', (errorCode) => {
    const reserved = errorCode in reservedErrorCodes;
    expect(raised(errorCode) || reserved, `${errorCode} is neither raised nor in reservedErrorCodes`).toBe(true);
    expect(raised(errorCode) && reserved, `${errorCode} is raised, so it is not reserved`).toBe(false);
  });
});
