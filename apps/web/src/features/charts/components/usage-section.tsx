import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../../../lib/navigation.ts';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';

/**
 * The customer's own traffic. Usage records come with a later issue, so this says plainly that nothing is
 * charted yet rather than drawing made-up numbers.
 */
export function UsageSection() {
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  return (
    <section className="charts-section" aria-labelledby="charts-usage">
      <h2 id="charts-usage">{t('charts.usageTitle')}</h2>
      {loggedIn ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.usageEmpty')} />
      ) : (
        <p>
          <Link to={loginPath('/echarts')}>{t('charts.usageLogin')}</Link>
        </p>
      )}
    </section>
  );
}
