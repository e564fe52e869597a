import { describe, expect, it } from 'vitest';

// ARCHITECTURE: "features never import each other". What two features share lives in src/components or
// src/lib; this test reads every feature's source and fails on an import that reaches into another feature.

const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The relative module specifiers of a file: static and dynamic imports, and re-exports. */
const specifiers = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);

/**
 * The feature a file imports from: `./sims/components/a.tsx` + `../../billing/x.ts` → 'billing'; null when the
 * import leaves src/features (../../../lib/http.ts) or stays beside it. Keys are relative to src/features.
 */
const targetFeature = (file: string, specifier: string): string | null => {
  const folders = file.split('/').slice(1, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (folders.length === 0) return null;
      folders.pop();
    } else if (part !== '.') folders.push(part);
  }
  // the last part is the file: a feature is a folder holding it
  return folders.length > 1 ? folders[0]! : null;
};

/** The feature a source file is in, or null for a file directly in src/features. */
const featureOf = (file: string): string | null => {
  const folders = file.split('/').slice(1, -1);
  return folders[0] ?? null;
};

const crossings = () =>
  Object.entries(sources).flatMap(([file, source]) =>
    specifiers(source)
      .map((specifier) => ({ file, specifier, target: targetFeature(file, specifier) }))
      .filter(({ file, target }) => target !== null && target !== featureOf(file))
      .map(({ file, specifier }) => `${file} imports ${specifier}`),
  );

describe('feature isolation', () => {
  it('reads the sources of several features', () => {
    const features = new Set(Object.keys(sources).map(featureOf).filter(Boolean));
    expect(features.size).toBeGreaterThan(5);
  });

  it('finds a crossing when there is one, and none for shared code', () => {
    expect(targetFeature('./catalog/components/order-action.tsx', '../../sims/api/sims-api.ts')).toBe('sims');
    expect(targetFeature('./catalog/zz.ts', '../sims/card-terms.ts')).toBe('sims');
    expect(targetFeature('./catalog/components/order-action.tsx', '../../../lib/http.ts')).toBeNull();
    expect(targetFeature('./sims/failure.ts', '../../lib/api-error.ts')).toBeNull();
    expect(targetFeature('./sims/failure.ts', './card-terms.ts')).toBe('sims');
    expect(specifiers("import { a } from './a.ts';\nconst b = import('../../usage/b.tsx');")).toEqual([
      './a.ts',
      '../../usage/b.tsx',
    ]);
  });

  it('has no feature importing another feature', () => {
    expect(crossings()).toEqual([]);
  });
});
