import type { Region } from '@seller-portal/contracts/pickup-points';
import { indonesiaRegionsTsv } from './indonesia-regions';

/**
 * Indonesia's provinces, cities/regencies and districts, read once from the bundled region data (a few thousand
 * lines, parsed in milliseconds) and answered from memory: the data changes with a release, never at run time.
 */
export class IndonesiaRegions {
  private readonly names = new Map<string, string>();
  private readonly children = new Map<string, Region[]>();
  readonly provinces: Region[] = [];

  constructor(tsv: string = indonesiaRegionsTsv) {
    for (const line of tsv.split('\n')) {
      const [kind, code, name] = line.split('\t');
      if (!kind || !code || !name) continue;
      this.names.set(code, name);
      const region = { code, name };
      if (kind === 'P') this.provinces.push(region);
      else {
        const parent = code.slice(0, code.lastIndexOf('.'));
        const list = this.children.get(parent) ?? [];
        list.push(region);
        this.children.set(parent, list);
      }
    }
    const byName = (a: Region, b: Region) => a.name.localeCompare(b.name, 'id');
    this.provinces.sort(byName);
    for (const list of this.children.values()) list.sort(byName);
  }

  /** The cities of a province, the districts of a city; null for a code the data does not hold. */
  childrenOf(code: string): Region[] | null {
    if (!this.names.has(code)) return null;
    return this.children.get(code) ?? [];
  }

  /** A region by its code, or null. */
  region(code: string): Region | null {
    const name = this.names.get(code);
    return name === undefined ? null : { code, name };
  }

  /** Whether `child` lies directly in `parent` (a district in its city, a city in its province). */
  isIn(child: string, parent: string): boolean {
    return this.names.has(child) && this.names.has(parent) && child.slice(0, child.lastIndexOf('.')) === parent;
  }
}
