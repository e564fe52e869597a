import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** An unexpected fault while showing a page, with a way to try again. */
export function FaultPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<h1 className="result-heading">{t('routeError.title')}</h1>}
      subTitle={t('routeError.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
