import { PRODUCT_NAME } from '@simportal/contract/product';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentYear } from '../../lib/current-year.ts';
import { currentLocale } from '../../lib/i18n.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <div className="site-footer">
      <span>{t('layout.copyright', { product: PRODUCT_NAME[currentLocale()], year })}</span>
      <nav aria-label={t('layout.legalMenu')} className="site-footer-links">
        <Link to="/disclaimer/en" hrefLang="en">
          {t('layout.disclaimerEn')}
        </Link>
        <Link to="/disclaimer/cn" hrefLang="zh-CN">
          {t('layout.disclaimerCn')}
        </Link>
      </nav>
    </div>
  );
}
