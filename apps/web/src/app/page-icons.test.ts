import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../lib/brand.ts';
import { BrandMark } from './brand-mark.tsx';

const webDir = path.resolve(import.meta.dirname, '../..');
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const iconLinks = [...indexHtml.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)].map(
  (match) => match[0],
);
const hrefOf = (link: string) => /href="([^"]+)"/.exec(link)?.[1] ?? '';

describe('the icons every page links (decision 0060)', () => {
  it('are PNG files: an SVG icon is a document the browser builds in the page’s thread after its first paint', () => {
    expect(iconLinks).toHaveLength(2);
    for (const link of iconLinks) {
      expect(hrefOf(link)).toMatch(/^\.\/icons\/[\w-]+\.png$/);
      expect(link).not.toContain('svg');
    }
  });

  it('are drawn and committed, at the sizes they announce', () => {
    for (const link of iconLinks) {
      const png = readFileSync(path.join(webDir, hrefOf(link)));
      // the PNG signature, then the IHDR chunk's width and height (big-endian, at bytes 16 and 20)
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      const sizes = /sizes="(\d+)x(\d+)"/.exec(link);
      if (sizes) expect([width, height]).toEqual([Number(sizes[1]), Number(sizes[2])]);
      else expect([width, height]).toEqual([180, 180]);
    }
  });

  it('are drawn from the mark the header shows, in the brand’s colours', () => {
    const source = readFileSync(path.join(webDir, 'icons/brand-mark.svg'), 'utf8');
    // the shapes and their geometry, in order: what the two drawings must share
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(path|circle|ellipse)\b([^>]*)>/g)].map(([, tag, attributes]) => [
        tag,
        [...(attributes ?? '').matchAll(/\b(d|cx|cy|r|rx|ry)="([^"]*)"/g)].map(
          ([, name, value]) => `${name}=${value}`,
        ),
      ]);
    expect(shapes(source)).toEqual(shapes(renderToStaticMarkup(createElement(BrandMark))));
    expect(source).toContain(`fill="${BRAND.primary}"`);
    expect(source).toContain(`fill="${BRAND.accent}"`);
  });

  it('include /favicon.ico, the tab’s PNG in an ICO, for what asks for that address without reading a page', () => {
    const ico = readFileSync(path.join(webDir, 'public/favicon.ico'));
    // reserved 0, type 1 (icon), one image of 32 × 32 whose data starts after the 22-byte header and entry
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([
      0, 1, 1, 32, 32,
    ]);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(readFileSync(path.join(webDir, 'icons/icon-32.png')));
  });
});
