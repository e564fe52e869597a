import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §1: a support area marked "coming soon", with what to do until it opens. */
export function SupportSection() {
  const { t } = useTranslation();
  return (
    <section className="home-section home-support" aria-labelledby="home-support">
      <h2 id="home-support">
        {t('home.support.title')} <Tag className="home-soon">{t('home.support.soon')}</Tag>
      </h2>
      <p>{t('home.support.text')}</p>
    </section>
  );
}
