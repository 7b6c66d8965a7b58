import { describe, expect, it } from 'vitest';
import type { ProductCategoryRow } from './repository';
import { categoryTree, categoryWithDescendants } from './service';

const row = (code: string, parentCode: string | null, active = true): ProductCategoryRow => ({
  code,
  parentCode,
  active,
  catalogCode: '10001',
  name: `nama ${code}`,
  nameEn: `name ${code}`,
  position: 0,
});

const rows = [row('FOOD', null), row('COFFEE', 'FOOD'), row('ARABICA', 'COFFEE'), row('SNACK', 'FOOD', false), row('HOME', null), row('DIGITAL', null, false)];

const codes = (tree: ReturnType<typeof categoryTree>): unknown => tree.map((c) => (c.children.length ? { [c.code]: codes(c.children) } : c.code));

describe('categoryTree: §7 /backend/category (active, exclusion)', () => {
  it.each([
    ['every category', { activeOnly: false, exclusion: [] }, [{ FOOD: [{ COFFEE: ['ARABICA'] }, 'SNACK'] }, 'HOME', 'DIGITAL']],
    ['the active ones: an inactive category goes with what is under it', { activeOnly: true, exclusion: [] }, [{ FOOD: [{ COFFEE: ['ARABICA'] }] }, 'HOME']],
    ['excluding a category leaves out its subtree', { activeOnly: false, exclusion: ['COFFEE', 'HOME'] }, [{ FOOD: ['SNACK'] }, 'DIGITAL']],
    ['excluding an unknown code changes nothing', { activeOnly: true, exclusion: ['NOPE'] }, [{ FOOD: [{ COFFEE: ['ARABICA'] }] }, 'HOME']],
  ])('%s', (_name, options, expected) => {
    expect(codes(categoryTree(rows, options))).toEqual(expected);
  });
});

describe('categoryWithDescendants: the list filter takes a category with everything under it', () => {
  it.each([
    ['a root', 'FOOD', ['FOOD', 'COFFEE', 'SNACK', 'ARABICA']],
    ['a middle category', 'COFFEE', ['COFFEE', 'ARABICA']],
    ['a leaf', 'ARABICA', ['ARABICA']],
    ['an unknown code: nothing', 'NOPE', []],
  ])('%s', (_name, code, expected) => {
    expect(categoryWithDescendants(rows, code)).toEqual(expected);
  });
});
