import { describe, expect, it } from 'vitest';
import { createCsvScan } from '../src/modules/usage/csv-scan.ts';
import { readUsageHeader } from '../src/modules/usage/usage-csv.ts';

// The scan only lets the import skip work (stage-usage.ts): whatever it says, the same rules apply. These are
// the facts it must get right, however the bytes are split into chunks.

const HEADER = readUsageHeader('iccid,date,region_code,region_name,used_kb');
const ICCID = '8986000000000000012';

/** Scans `data` whole, then byte by byte: both must say the same. */
const scan = (data: string) => {
  const bytes = Buffer.from(data);
  const whole = createCsvScan(HEADER);
  whole.feed(bytes);
  const pieces = createCsvScan(HEADER);
  for (const byte of bytes) pieces.feed(Uint8Array.of(byte));
  const result = whole.finish();
  expect(pieces.finish()).toEqual(result);
  return result;
};

describe('the CSV scan', () => {
  it('vouches for a canonical file and lists its ICCIDs and days', () => {
    const result = scan(
      `${ICCID},2026-03-14,HK,Hong Kong,10\n${ICCID},2026-03-14,JP,"Japan, ""Tokyo""",0\r\n` +
        `8986000000000000020,2026-03-15,HK,,123456789012345`,
    );
    expect(result).toEqual({
      rows: 3,
      copyable: true,
      canonical: true,
      iccids: new Set([ICCID, '8986000000000000020']),
      days: new Set(['2026-03-14', '2026-03-15']),
    });
  });

  it.each([
    ['a repeated key', `${ICCID},2026-03-14,HK,a,1\n${ICCID},2026-03-14,HK,b,2\n`],
    ['a lower-case region', `${ICCID},2026-03-14,hk,a,1\n`],
    ['a quoted ICCID', `"${ICCID}",2026-03-14,HK,a,1\n`],
    ['a spaced date', `${ICCID}, 2026-03-14,HK,a,1\n`],
    ['a date without leading zeros', `${ICCID},2026-3-14,HK,a,1\n`],
    ['a sign in used_kb', `${ICCID},2026-03-14,HK,a,+1\n`],
    ['16 digits of used_kb', `${ICCID},2026-03-14,HK,a,1234567890123456\n`],
    ['an empty used_kb', `${ICCID},2026-03-14,HK,a,\n`],
  ])('does not vouch for %s, which COPY still takes', (_, data) => {
    expect(scan(data)).toMatchObject({ copyable: true, canonical: false });
  });

  it.each([
    ['a blank line', `${ICCID},2026-03-14,HK,a,1\n\n${ICCID},2026-03-15,HK,a,1\n`],
    ['a line break in quotes', `${ICCID},2026-03-14,HK,"a\nb",1\n`],
    ['an unclosed quote', `${ICCID},2026-03-14,HK,"a,1\n`],
    ['a quote inside a field', `${ICCID},2026-03-14,HK,a"b,1\n`],
    ['text after a closing quote', `${ICCID},2026-03-14,HK,"a"b,1\n`],
    ['too few fields', `${ICCID},2026-03-14,HK,1\n`],
    ['too many fields', `${ICCID},2026-03-14,HK,a,1,2\n`],
    ['a lone CR', `${ICCID},2026-03-14,HK,a\r,1\n`],
    ['the end-of-data line', `${ICCID},2026-03-14,HK,a,1\n\\.\n`],
  ])('finds %s, which COPY would read differently', (_, data) => {
    expect(scan(data).copyable).toBe(false);
  });
});
