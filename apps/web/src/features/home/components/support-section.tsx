import { useTranslation } from 'react-i18next';
import { SupportChannels } from '../../../components/support-channels.tsx';

/**
 * Spec §1's support area: how to reach the administrators (issue #32), as the operator set it in Admin
 * Management, or a plain notice while nothing is set (no dead "coming soon").
 */
export function SupportSection() {
  const { t } = useTranslation();
  return (
    <section className="home-section home-support" aria-labelledby="home-support">
      <h2 id="home-support">{t('home.support.title')}</h2>
      <p>{t('home.support.text')}</p>
      <SupportChannels />
    </section>
  );
}
