import { useTranslation } from 'react-i18next';
import { SplashBrand } from './splash-brand.tsx';

/** Shown while the first page's chunk loads and the guard runs, before any layout can render. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="hydrate-fallback" role="status" aria-live="polite">
      <SplashBrand />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
