import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * The text of the QR code an <img> shows, read as a camera would: jsQR on its pixels, drawn at natural size on a
 * canvas in the page; null when it holds none that can be read.
 */
export const drawnQrText = async (image: Locator): Promise<string | null> => {
  const pixels = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (const byte of data) binary += String.fromCharCode(byte);
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  });
  const rgba = new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64'));
  // jsqr is a CommonJS bundle whose function is its `default` property (typed so under NodeNext)
  return jsQR.default(rgba, pixels.width, pixels.height)?.data ?? null;
};
