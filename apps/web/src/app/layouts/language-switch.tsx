import { isLocale, LOCALES } from '@simportal/contract/locales';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../lib/i18n.ts';

/**
 * The interface language (spec §1). A native select: labelled, keyboard- and touch-friendly everywhere, and
 * it keeps antd's much larger Select out of the first load. The choice is remembered (see lib/i18n.ts). The
 * header's hides its label; the phone's menu shows it (`labelShown`).
 */
export function LanguageSwitch({ labelShown = false }: { labelShown?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <span className={labelShown ? undefined : 'visually-hidden'}>{t('layout.language')}</span>
      <select
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          // each language is named in itself, from its own texts, so a reader of either can find theirs (a
          // sentence names it in the reader's language: common.json's `language` of each locale)
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`, { lng: locale })}
          </option>
        ))}
      </select>
    </label>
  );
}
