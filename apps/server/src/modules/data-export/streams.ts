import { Readable } from 'node:stream';
import Papa from 'papaparse';

const NEWLINE = '\r\n';

/** Rows produced page by page: each call answers the next page, an empty one at the end. */
export type PageSource<T> = () => AsyncIterable<T[]>;

/** A JSON array written item by item from `pages`: only one page is held at a time. */
export const jsonArrayStream = <T>(pages: PageSource<T>): Readable =>
  Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const page of pages()) {
        for (const item of page) {
          yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
          first = false;
        }
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );

/** A CSV (RFC 4180, CRLF, UTF-8 with a BOM for spreadsheets) written page by page from `pages`. */
export const csvStream = <T>(
  columns: readonly string[],
  pages: PageSource<T>,
  toRow: (item: T) => string[],
) =>
  Readable.from(
    (async function* () {
      yield `\uFEFF${Papa.unparse([[...columns]], { newline: NEWLINE })}${NEWLINE}`;
      for await (const page of pages()) {
        if (page.length > 0) yield `${Papa.unparse(page.map(toRow), { newline: NEWLINE })}${NEWLINE}`;
      }
    })(),
  );

/** A whole small value (the account, the sessions) as indented JSON. */
export const jsonBuffer = (value: unknown): Buffer => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Keyset pages: `next(after)` answers the rows after the last one's key, until a short page. */
export const keysetPages =
  <T, K>(
    size: number,
    next: (after: K | null, size: number) => Promise<T[]>,
    keyOf: (row: T) => K,
  ): PageSource<T> =>
  () =>
    (async function* () {
      let after: K | null = null;
      for (;;) {
        const rows = await next(after, size);
        yield rows;
        if (rows.length < size) return;
        after = keyOf(rows.at(-1)!);
      }
    })();

/** Offset pages of a service that answers `Page`-shaped results (page numbers from 1). */
export const numberedPages =
  <T>(size: number, read: (page: number, pageSize: number) => Promise<{ items: T[] }>): PageSource<T> =>
  () =>
    (async function* () {
      for (let page = 1; ; page++) {
        const { items } = await read(page, size);
        yield items;
        if (items.length < size) return;
      }
    })();
