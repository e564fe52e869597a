import { LOCALES } from '@simportal/contract/locales';
import { TEXT_AREAS } from '../locales/text-files.ts';
import { loadTexts } from './i18n.ts';

// Unit tests render and word things outside any page, so every text area is there in both languages, as if
// each page had been opened (the app loads them per page: src/app/routes-texts.test.ts checks that part).
for (const locale of LOCALES) await loadTexts(TEXT_AREAS, locale);
