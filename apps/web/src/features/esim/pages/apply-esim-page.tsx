import '../esim.css';
import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApplyEsim, useEsimOffer } from '../api/esim-api.ts';

function BlockerNotice({ blocker }: { blocker: string }) {
  const { t } = useTranslation();
  const recharge = blocker === 'esim_insufficient_balance';
  return (
    <Alert
      type={recharge ? 'error' : 'warning'}
      showIcon
      role="alert"
      title={translateMessage(blocker)}
      action={
        recharge ? (
          <Link to="/recharge" className="esim-recharge-link">
            {t('esim.apply.recharge')}
          </Link>
        ) : undefined
      }
    />
  );
}

/**
 * Apply for eSIM (issue 9): the fee, the balance before and after, then a confirmation. The fee is debited by
 * the server in the same transaction that creates the card; on success the new card's install page opens.
 */
export function ApplyEsimPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const offer = useEsimOffer();
  const applyEsim = useApplyEsim();
  const [failure, setFailure] = useState<string | null>(null);
  const locale = currentLocale();
  const data = offer.data;
  const money = (minor: number) => (data ? formatMoney(minor, locale, data.currency) : '');

  const submit = async () => {
    setFailure(null);
    try {
      const application = await applyEsim.mutateAsync();
      notifySuccess('esim_apply_success');
      await navigate(`/mySims/${application.card.id}/esim`);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'esim_apply_failed');
      void offer.refetch();
    }
  };

  const confirm = () => {
    if (!data) return;
    const fee = money(data.feeMinor);
    modal.confirm({
      title: t('esim.apply.confirmTitle', { fee }),
      content: t('esim.apply.confirmBody', { fee }),
      okText: t('esim.apply.confirm'),
      cancelText: t('esim.apply.cancel'),
      onOk: submit,
    });
  };

  let body: ReactNode;
  if (offer.isError && !data) {
    body = <LoadFailed query={offer} title={t('esim.apply.loadError')} />;
  } else if (!data) {
    body = (
      <div role="status" aria-live="polite" aria-busy="true">
        <span className="visually-hidden">{t('esim.apply.loading')}</span>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else {
    // why it cannot work now: the server's answer to this application, or before trying, the offer's
    const blocker = failure ?? data.blocker;
    body = (
      <>
        <Descriptions
          className="esim-offer"
          column={1}
          bordered
          size="small"
          items={[
            { key: 'fee', label: t('esim.apply.fee'), children: <strong>{money(data.feeMinor)}</strong> },
            { key: 'balance', label: t('esim.apply.balance'), children: money(data.balanceMinor) },
            {
              key: 'after',
              label: t('esim.apply.after'),
              children: data.balanceAfterMinor === null ? '—' : money(data.balanceAfterMinor),
            },
          ]}
        />
        <p>{t('esim.apply.whatHappens')}</p>
        {blocker && <BlockerNotice blocker={blocker} />}
        <div className="esim-actions">
          <Button
            type="primary"
            size="large"
            onClick={confirm}
            loading={applyEsim.isPending}
            disabled={data.blocker !== null}
          >
            {t('esim.apply.button', { fee: money(data.feeMinor) })}
          </Button>
          <Link to="/mySims">{t('esim.apply.backToSims')}</Link>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className="esim-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('esim.route.apply')}
      </Typography.Title>
      <p className="esim-intro">{t('esim.apply.intro')}</p>
      {body}
    </section>
  );
}

/** Applying for an eSIM as the server sends it to a signed-in visitor (decision 0029): the fee comes later. */
export function ApplyEsimShell() {
  const { t } = useTranslation();
  return (
    <PageShell className="esim-page" title={t('esim.route.apply')}>
      <p className="esim-intro">{t('esim.apply.intro')}</p>
      <Skeleton active paragraph={{ rows: 4 }} />
    </PageShell>
  );
}
