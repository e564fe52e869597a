// A small QR code reader for the eSIM journey: no decoder library is installed, so the test reads the rendered
// image itself. It samples the module grid from the pixels, reads the format information (error correction
// level and mask), unmasks and reads the codewords in the standard zig-zag order, de-interleaves the data
// blocks and parses the segments (numeric, alphanumeric and byte modes: the qrcode library mixes them). It
// expects a clean, axis-aligned render such as a PNG from the page (no skew, no damage), so it does no error
// correction: a wrong module simply yields a wrong text and the test fails. Versions 1–10 (ISO/IEC 18004
// tables below), which covers activation codes up to ~200 characters.

/** A black-and-white image: `dark[y * width + x]`. */
export interface Bitmap {
  width: number;
  height: number;
  dark: boolean[];
}

/** ISO/IEC 18004 table 9, versions 1–10: total codewords, and per level L, M, Q, H: EC blocks, EC codewords. */
const TOTAL_CODEWORDS = [0, 26, 44, 70, 100, 134, 172, 196, 242, 292, 346];
const EC_BLOCKS = [
  [],
  [1, 1, 1, 1],
  [1, 1, 1, 1],
  [1, 1, 2, 2],
  [1, 2, 2, 4],
  [1, 2, 4, 4],
  [2, 4, 4, 4],
  [2, 4, 6, 5],
  [2, 4, 6, 6],
  [2, 5, 8, 8],
  [4, 5, 8, 8],
];
const EC_CODEWORDS = [
  [],
  [7, 10, 13, 17],
  [10, 16, 22, 28],
  [15, 26, 36, 44],
  [20, 36, 52, 64],
  [26, 48, 72, 88],
  [36, 64, 96, 112],
  [40, 72, 108, 130],
  [48, 88, 132, 156],
  [60, 110, 160, 192],
  [72, 130, 192, 224],
];
/** Format bits 14–13 → level index in the tables above (01 L, 00 M, 11 Q, 10 H). */
const LEVEL_OF_BITS = [1, 0, 3, 2];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** The module grid: finds the top-left finder pattern (7 modules wide) to learn the module size and offset. */
export const sampleModules = ({ width, height, dark }: Bitmap): boolean[][] => {
  const at = (x: number, y: number) => dark[y * width + x]!;
  let top = -1;
  for (let y = 0; y < height && top < 0; y++) for (let x = 0; x < width; x++) if (at(x, y)) top = y;
  if (top < 0) throw new Error('QR: blank image');
  let left = 0;
  while (!at(left, top)) left++;
  let run = 0;
  while (at(left + run, top)) run++;
  let right = width - 1;
  while (!at(right, top)) right--;
  const moduleSize = run / 7;
  const size = Math.round((right - left + 1) / moduleSize);
  if ((size - 17) % 4 !== 0) throw new Error(`QR: ${size} modules is not a QR code size`);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) =>
      at(Math.floor(left + (col + 0.5) * moduleSize), Math.floor(top + (row + 0.5) * moduleSize)),
    ),
  );
};

const bchFormat = (data: number) => {
  let value = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (value & (1 << bit)) value ^= 0x537 << (bit - 10);
  return ((data << 10) | value) ^ 0x5412;
};

/** Level index and mask from the format bits beside the top-left finder (checked against the BCH code). */
const readFormat = (m: boolean[][]) => {
  const size = m.length;
  let bits = 0;
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    if (m[row]![8]) bits |= 1 << i;
  }
  const data = Array.from({ length: 32 }, (_, d) => d).find((d) => bchFormat(d) === bits);
  if (data === undefined) throw new Error('QR: unreadable format information');
  return { level: LEVEL_OF_BITS[data >> 3]!, mask: data & 7 };
};

const alignmentCenters = (version: number, size: number): number[] => {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const positions = [size - 7];
  for (let i = 1; i < count - 1; i++) positions.push(positions[i - 1]! - step);
  positions.push(6);
  return positions.reverse();
};

/** Function patterns, format and version areas: the modules that carry no data. */
const reservedModules = (version: number, size: number): boolean[][] => {
  const reserved = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (r0: number, c0: number, rows: number, cols: number) => {
    for (let r = r0; r < r0 + rows; r++) for (let c = c0; c < c0 + cols; c++) reserved[r]![c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centers = alignmentCenters(version, size);
  for (const r of centers) {
    for (const c of centers) {
      const corner = (r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6);
      if (!corner) mark(r - 2, c - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  return reserved;
};

/** Reads the bits of every data module in zig-zag order from the bottom right, unmasked, as codewords. */
const readCodewords = (m: boolean[][], reserved: boolean[][], mask: number): number[] => {
  const size = m.length;
  const bits: number[] = [];
  let row = size - 1;
  let direction = -1;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (;;) {
      for (let c = 0; c < 2; c++) {
        const j = col - c;
        if (!reserved[row]![j]) bits.push(m[row]![j] !== MASKS[mask]!(row, j) ? 1 : 0);
      }
      row += direction;
      if (row < 0 || row >= size) {
        row -= direction;
        direction = -direction;
        break;
      }
    }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  return codewords;
};

/** The data codewords in order: blocks are interleaved codeword by codeword, the longer blocks last. */
const deinterleave = (codewords: number[], version: number, level: number): number[] => {
  const total = TOTAL_CODEWORDS[version]!;
  const blocks = EC_BLOCKS[version]![level]!;
  const dataTotal = total - EC_CODEWORDS[version]![level]!;
  const longBlocks = total % blocks;
  const shortData = Math.floor(dataTotal / blocks);
  const sizes = Array.from({ length: blocks }, (_, b) => shortData + (b >= blocks - longBlocks ? 1 : 0));
  const data: number[][] = sizes.map(() => []);
  let next = 0;
  for (let i = 0; i <= shortData; i++) {
    for (let b = 0; b < blocks; b++) if (i < sizes[b]!) data[b]!.push(codewords[next++]!);
  }
  return data.flat();
};

/** Parses numeric, alphanumeric and byte segments up to the terminator. */
const parseSegments = (data: number[], version: number): string => {
  let position = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, position++) {
      value = (value << 1) | ((data[position >> 3]! >> (7 - (position & 7))) & 1);
    }
    return value;
  };
  const large = version >= 10;
  let text = '';
  while (position + 4 <= data.length * 8) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 1) {
      let count = read(large ? 12 : 10);
      for (; count >= 3; count -= 3) text += String(read(10)).padStart(3, '0');
      if (count === 2) text += String(read(7)).padStart(2, '0');
      if (count === 1) text += String(read(4));
    } else if (mode === 2) {
      let count = read(large ? 11 : 9);
      for (; count >= 2; count -= 2) {
        const pair = read(11);
        text += ALPHANUMERIC[Math.floor(pair / 45)]! + ALPHANUMERIC[pair % 45]!;
      }
      if (count === 1) text += ALPHANUMERIC[read(6)]!;
    } else if (mode === 4) {
      const count = read(large ? 16 : 8);
      text += new TextDecoder().decode(Uint8Array.from({ length: count }, () => read(8)));
    } else {
      throw new Error(`QR: unsupported mode ${mode}`);
    }
  }
  return text;
};

/** The text a rendered QR code encodes. */
export const decodeQr = (bitmap: Bitmap): string => {
  const modules = sampleModules(bitmap);
  const version = (modules.length - 17) / 4;
  if (version > 10) throw new Error(`QR: version ${version} is beyond this reader's tables`);
  const { level, mask } = readFormat(modules);
  const codewords = readCodewords(modules, reservedModules(version, modules.length), mask);
  return parseSegments(deinterleave(codewords, version, level), version);
};
