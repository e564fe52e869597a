import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotFoundArt } from '../../../components/illustrations.tsx';

/** Any unknown path (spec §2): says so and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={<NotFoundArt />}
      title={<h1 className="result-heading">{t('notFound.title')}</h1>}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
