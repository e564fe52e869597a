import { useTranslation } from 'react-i18next';

/** Shown while the first page's chunk loads and the guard runs, before any layout can render. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="hydrate-fallback" role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}
