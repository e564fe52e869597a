import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@simportal/contract/locales';
import { z } from 'zod';

/** What the web build writes from its route table (apps/web/build/crawl-map-file.ts); `.vite/` is never served. */
const CRAWL_MAP_FILE = path.join('.vite', 'crawl-map.json');

const address = z.string().regex(/^\/[^\s<>"]*$/);
/** A destination page's head in one language, as templates (`{{place}}`, `{{count}}`, `{{price}}`). */
const destinationTextsSchema = z.object({
  title: z.string().min(1),
  /** One text per plural form of the language (Intl.PluralRules' categories); `other` always. */
  description: z.object({
    zero: z.string().min(1).optional(),
    one: z.string().min(1).optional(),
    two: z.string().min(1).optional(),
    few: z.string().min(1).optional(),
    many: z.string().min(1).optional(),
    other: z.string().min(1),
  }),
});
export type DestinationTexts = z.infer<typeof destinationTextsSchema>;
const crawlMapSchema = z.object({
  /** Each findable page (its route table path) at its address in each language (decision 0025). */
  pages: z.array(
    z.object({
      route: z.string().startsWith('/'),
      addresses: z.record(z.enum(LOCALES), address),
      /** The page is also one page per destination (`?to=JP`, decision 0028), worded with these. */
      destinations: z.object({ texts: z.record(z.enum(LOCALES), destinationTextsSchema) }).optional(),
    }),
  ),
  /** Path prefixes of every other page of the app, for robots.txt to disallow. */
  disallowed: z.array(address),
});
export type CrawlMap = z.infer<typeof crawlMapSchema>;

/** The build's crawl map, or null for a build without one (an older build, a test's hand-made dist). */
export const readCrawlMap = (webDistDir: string): CrawlMap | null => {
  try {
    return crawlMapSchema.parse(JSON.parse(readFileSync(path.join(webDistDir, CRAWL_MAP_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
