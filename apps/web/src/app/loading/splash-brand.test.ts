import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplashBrand } from './splash-brand.tsx';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the splash in index.html', () => {
  it('is the markup React renders first, so the swap changes nothing on screen', () => {
    const rendered = renderToStaticMarkup(createElement(SplashBrand));
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '';
    expect(root.replace(/>\s+</g, '><').trim()).toBe(
      `<div class="hydrate-fallback" role="status">${rendered}</div>`,
    );
  });
});
