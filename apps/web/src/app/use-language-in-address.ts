import { localeOrDefault } from '@simportal/contract/locales';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLocale } from '../lib/i18n.ts';
import { type AddressAndLanguage, languageStep } from './address-language.ts';

/**
 * Keeps an address that names a language (`?lang=zh-CN`, decision 0025) and the interface in step while the
 * app runs; the first render already shows the address's language (lib/i18n.ts reads it at start).
 */
export const useLanguageInAddress = (): void => {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = localeOrDefault(i18n.language);
  const seen = useRef<AddressAndLanguage>({ search: location.search, language });
  useEffect(() => {
    const now = { search: location.search, language };
    const step = languageStep(seen.current, now);
    seen.current = now;
    if (step === null) return;
    // a language that cannot be loaded (offline) leaves the interface as it is; the address still says which
    if ('follow' in step) void changeLocale(step.follow).catch(() => {});
    else
      void navigate(
        { pathname: location.pathname, search: step.search, hash: location.hash },
        { replace: true },
      );
  }, [location, language, navigate]);
};
