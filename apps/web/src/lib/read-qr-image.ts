/** Pictures are scaled down to this many pixels on their longer side before they are read: a phone's photo is
 * 4,000 px wide, and a QR code that fills a fifth of it still has a dozen pixels a module at this size. */
const MAX_SIDE = 1600;

/**
 * The text of the QR code in a picture (a WeChat contact card saved from the app), read in the browser with jsQR,
 * loaded only when a picture is given; null when the file is no picture or holds no QR code that can be read.
 */
export const readQrImage = async (file: Blob): Promise<string | null> => {
  const [{ default: jsQR }, bitmap] = await Promise.all([
    import('jsqr'),
    createImageBitmap(file).catch(() => null),
  ]);
  if (!bitmap) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  return jsQR(data, width, height)?.data ?? null;
};
