import { isFeatureDeclaration } from '@seller-portal/contracts/core';
import type { FeatureManifest } from '@seller-portal/app-runtime';
import { describe, expect, it } from 'vitest';
import { consoleFeatures } from './features';

// Every feature library's manifest, found by path: the list of features.ts may leave none out.
const libraryManifests = Object.values(import.meta.glob<Record<string, unknown>>('../../../../libs/*/src/manifest.ts', { eager: true })).flatMap((module) =>
  Object.values(module).filter(
    (value): value is FeatureManifest => typeof value === 'object' && value !== null && isFeatureDeclaration((value as FeatureManifest).declaration),
  ),
);

describe('the console’s features', () => {
  it('are every library whose declaration names the console, once each, by name', () => {
    const expected = libraryManifests.filter((manifest) => manifest.declaration.apps.includes('console')).map((manifest) => manifest.name);
    const names = consoleFeatures.map((feature) => feature.name);
    expect([...names].sort()).toEqual([...new Set(expected)].sort());
    expect(names).toEqual([...names].sort());
  });
});
