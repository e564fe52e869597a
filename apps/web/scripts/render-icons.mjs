// `node apps/web/scripts/render-icons.mjs`: draws the brand mark (icons/brand-mark.svg) as the PNG icons the
// pages link (decision 0060). Run by hand when the mark changes; the PNGs are committed, nothing draws them at
// build or run time. A browser given an SVG icon builds a whole document to draw it, in the page's renderer,
// just after the first paint; a PNG is decoded in a fraction of a millisecond.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = new URL('../icons/', import.meta.url);
const svg = await readFile(new URL('brand-mark.svg', here), 'utf8');
const icons = [
  // the tab's icon: the mark alone, on nothing
  { file: 'icon-32.png', size: 32, padding: 0, background: 'transparent' },
  // a phone's home screen (iOS rounds the corners and would fill transparency with black)
  { file: 'apple-touch-icon.png', size: 180, padding: 28, background: '#ffffff' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<body style="margin:0;background:${icon.background}"><div style="display:grid;place-items:center;` +
        `width:${icon.size}px;height:${icon.size}px;box-sizing:border-box;padding:${icon.padding}px">` +
        `${svg.replace('<svg ', '<svg style="height:100%;width:auto" ')}</div></body>`,
    );
    const png = await page.screenshot({ omitBackground: icon.background === 'transparent' });
    await writeFile(new URL(icon.file, here), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
