import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles.ts';

describe('chunkCycles', () => {
  it('finds none in a tree of imports, shared chunks included', () => {
    expect(
      chunkCycles([
        { fileName: 'index.js', imports: ['react.js', 'ui.js'] },
        { fileName: 'ui.js', imports: ['react.js'] },
        { fileName: 'react.js', imports: [] },
        { fileName: 'page.js', imports: ['ui.js', 'lib-a.js'] },
        { fileName: 'lib-a.js', imports: ['react.js'] },
      ]),
    ).toEqual([]);
  });

  it('finds two chunks importing each other, directly or through a third', () => {
    const cycles = chunkCycles([
      { fileName: 'page.js', imports: ['lib-modal-index.js'] },
      { fileName: 'lib-modal-index.js', imports: ['lib-modal.js'] },
      { fileName: 'lib-modal.js', imports: ['lib-action-button.js'] },
      { fileName: 'lib-action-button.js', imports: ['lib-modal-index.js'] },
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['a.js', 'react.js'] },
    ]);
    expect(cycles.map((cycle) => [...cycle].sort())).toEqual([
      ['lib-action-button.js', 'lib-modal-index.js', 'lib-modal.js'],
      ['a.js', 'b.js'],
    ]);
  });
});
