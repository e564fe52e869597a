// The codes in a picture taken with the phone's camera (issue #33: binding a card by scanning its carrier): the
// browser's own Barcode Detection API where it has one (Chrome on Android), else the same API from zxing-wasm
// through the barcode-detector ponyfill, whose WebAssembly is served by this site's build: nothing is fetched
// from anywhere else. Both are loaded only when a picture is read.

/** What a SIM card's carrier prints: 1D codes of its numbers, or a QR / Data Matrix code holding them. */
const WANTED = [
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'ean_13',
  'itf',
  'qr_code',
  'data_matrix',
] as const;

interface Detector {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const nativeDetector = (): DetectorClass | null =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

const ponyfillDetector = async (): Promise<DetectorClass> => {
  const [{ BarcodeDetector, setZXingModuleOverrides }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  });
  return BarcodeDetector as unknown as DetectorClass;
};

/** The texts of every code found in `picture`; empty when there is none. */
export const readBarcodes = async (picture: Blob): Promise<string[]> => {
  const Detector = nativeDetector() ?? (await ponyfillDetector());
  const supported = new Set(await Detector.getSupportedFormats());
  const formats = WANTED.filter((format) => supported.has(format));
  const bitmap = await createImageBitmap(picture);
  try {
    const found = await new Detector({ formats }).detect(bitmap);
    return found.map((code) => code.rawValue);
  } finally {
    bitmap.close();
  }
};
