import '../esim.css';
import { Alert, Button, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundArt } from '../../../components/illustrations.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useEsimActivation } from '../api/esim-api.ts';
import { InstallInstructions } from '../components/install-instructions.tsx';
import { ManualEntry } from '../components/manual-entry.tsx';

const BackLink = () => {
  const { t } = useTranslation();
  return <Link to="/mySims">{t('esim.view.backToSims')}</Link>;
};

/**
 * The eSIM view (/mySims/:id/esim): the activation code as a QR code, Apple's one-tap install link, the
 * fields for manual entry and the install instructions. Another customer's card is simply not found.
 */
export function EsimViewPage() {
  const { t } = useTranslation();
  const cardId = Number(useParams().id);
  const query = useEsimActivation(cardId);
  const activation = query.data;
  const errorKey = isApiError(query.error) ? query.error.message : null;

  let body: ReactNode;
  if (
    !Number.isSafeInteger(cardId) ||
    cardId < 1 ||
    errorKey === 'not_found' ||
    errorKey === 'validation_failed'
  ) {
    body = <Result icon={<NotFoundArt />} title={t('esim.view.notFound')} extra={<BackLink />} />;
  } else if (query.isError && !activation) {
    const known = errorKey === 'esim_profile_missing';
    // a profile that is missing will not appear by trying again: no retry for it
    body = known ? (
      <Alert type="error" showIcon title={translateMessage(errorKey)} />
    ) : (
      <LoadFailed query={query} title={t('esim.view.loadError')} />
    );
  } else if (!activation) {
    body = (
      <div role="status" aria-live="polite" aria-busy="true">
        <span className="visually-hidden">{t('esim.view.loading')}</span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    body = (
      <>
        <p className="esim-card-number">{t('esim.view.card', { card: activation.cardNumber })}</p>
        {activation.status === 'NOT_ACTIVE' && (
          <Alert
            type="info"
            showIcon
            title={t('esim.view.notActive')}
            action={<Link to="/plan">{t('esim.view.orderPlan')}</Link>}
          />
        )}
        <div className="esim-install">
          <Flex
            vertical
            gap={12}
            component="section"
            className="esim-panel esim-qr-panel"
            aria-labelledby="esim-qr-title"
          >
            <Typography.Title level={2} id="esim-qr-title" className="esim-panel-title">
              {t('esim.view.qrTitle')}
            </Typography.Title>
            <QrCode
              className="esim-qr"
              testId="esim-qr"
              text={activation.activationCode}
              alt={t('esim.view.qrAlt', { card: activation.cardNumber })}
            />
            <Typography.Title level={3} className="esim-panel-subtitle">
              {t('esim.view.iphoneTitle')}
            </Typography.Title>
            <p>{t('esim.view.iphoneHint')}</p>
            <Button
              type="primary"
              href={activation.appleInstallUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="esim-iphone-link"
            >
              {t('esim.view.iphoneLink')}
            </Button>
          </Flex>
          <ManualEntry activation={activation} />
        </div>
        <InstallInstructions />
        <BackLink />
      </>
    );
  }

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="page-title" className="esim-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('esim.view.heading')}
      </Typography.Title>
      {body}
    </Flex>
  );
}
