// The usage scan's memory of which (ICCID, day, region) keys it has seen (csv-scan.ts): millions of rows in a few
// typed arrays, where a Set of strings would hold an object per row.

/** An open-addressing set of 64-bit keys (two 32-bit halves), growing at half load. */
export const createKeySet = () => {
  let capacity = 1 << 16;
  let low = new Int32Array(capacity);
  let high = new Int32Array(capacity);
  let used = new Uint8Array(capacity);
  let size = 0;
  const place = (a: number, b: number): boolean => {
    // murmur3's finaliser over both halves: keys differing in few bits still spread over the slots
    let h = Math.imul(a, 0x9e3779b1) ^ b;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    let slot = (h ^ (h >>> 16)) & (capacity - 1);
    while (used[slot] === 1) {
      if (low[slot] === a && high[slot] === b) return false;
      slot = (slot + 1) & (capacity - 1);
    }
    used[slot] = 1;
    low[slot] = a;
    high[slot] = b;
    size += 1;
    return true;
  };
  return {
    /** False when the key was there already. */
    add(a: number, b: number): boolean {
      if (size * 2 >= capacity) {
        const [oldLow, oldHigh, oldUsed] = [low, high, used];
        capacity *= 2;
        low = new Int32Array(capacity);
        high = new Int32Array(capacity);
        used = new Uint8Array(capacity);
        size = 0;
        for (let slot = 0; slot < oldUsed.length; slot += 1) {
          if (oldUsed[slot] === 1) place(oldLow[slot]!, oldHigh[slot]!);
        }
      }
      return place(a, b);
    },
  };
};
