// `node apps/web/scripts/render-icons.mjs`: draws the brand mark (icons/brand-mark.svg) as the PNG icons the
// pages link (decision 0060). Run by hand when the mark changes; the PNGs are committed, nothing draws them at
// build or run time. A browser given an SVG icon builds a whole document to draw it, in the page's renderer,
// just after the first paint; a PNG is decoded in a fraction of a millisecond. The tab's icon is also written as
// public/favicon.ico, for what asks for that address without reading a page (a JSON answer shown in a tab, a
// bookmark manager): it was the app's not-found page.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = new URL('../icons/', import.meta.url);
const svg = await readFile(new URL('brand-mark.svg', here), 'utf8');
const icons = [
  // the tab's icon: the mark alone, on nothing
  { file: 'icon-32.png', size: 32, padding: 0, background: 'transparent' },
  // a phone's home screen (iOS rounds the corners and would fill transparency with black)
  { file: 'apple-touch-icon.png', size: 180, padding: 28, background: '#ffffff' },
  // the installed app's icons, named by the web app manifest (vite.config.ts, decision 0070): served as they are
  // from public/; the maskable one keeps the mark inside the safe circle a launcher may cut it to
  { file: '../public/pwa-192.png', size: 192, padding: 30, background: '#ffffff' },
  { file: '../public/pwa-512.png', size: 512, padding: 80, background: '#ffffff' },
  { file: '../public/pwa-maskable-512.png', size: 512, padding: 136, background: '#ffffff' },
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

// An ICO of one image that holds the 32 × 32 PNG as it is (ICO allows PNG images since Windows Vista): a 6-byte
// header, one 16-byte entry (width, height, colours, reserved, planes, bits per pixel, size, offset), the PNG.
const png = await readFile(new URL('icon-32.png', here));
const ico = Buffer.alloc(22);
ico.writeUInt16LE(0, 0);
ico.writeUInt16LE(1, 2);
ico.writeUInt16LE(1, 4);
ico.writeUInt8(32, 6);
ico.writeUInt8(32, 7);
ico.writeUInt16LE(1, 10);
ico.writeUInt16LE(32, 12);
ico.writeUInt32LE(png.length, 14);
ico.writeUInt32LE(ico.length, 18);
await writeFile(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([ico, png]));
console.log(`favicon.ico: the 32×32 PNG in an ICO, ${ico.length + png.length} bytes`);
