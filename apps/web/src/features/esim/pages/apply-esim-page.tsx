import '../esim.css';
import { Alert, Button, Descriptions, Flex, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ContactToPay } from '../../../components/support-channels.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { dailyFeeText, localized } from '../../../lib/catalogue-terms.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApplyEsim, useEsimOffer } from '../api/esim-api.ts';
import { EsimPlanChoice, useEsimPlan } from '../components/esim-plan-choice.tsx';

function BlockerNotice({ blocker }: { blocker: string }) {
  const { t } = useTranslation();
  const recharge = blocker === 'esim_insufficient_balance';
  return (
    <Alert
      type={recharge ? 'error' : 'warning'}
      showIcon
      role="alert"
      title={translateMessage(blocker)}
      description={
        // the way to recharge, then the channels to pay: the whole width of the notice on a phone
        recharge ? (
          <>
            <Link to="/recharge" className="esim-recharge-link">
              {t('esim.apply.recharge')}
            </Link>
            <ContactToPay />
          </>
        ) : undefined
      }
    />
  );
}

/**
 * Apply for eSIM (issue 9), with its basic plan in the same purchase (issue #33): the plan (or none), the fee,
 * the plan's first day, the whole price, the balance before and after, then one confirmation. The server debits
 * it all in the transaction that creates the card; on success the new card's install page opens.
 */
export function ApplyEsimPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const [planId, setPlanId] = useEsimPlan();
  const offer = useEsimOffer(planId);
  const catalogue = useCatalogue();
  const applyEsim = useApplyEsim();
  const [failure, setFailure] = useState<string | null>(null);
  const locale = currentLocale();
  // a plan the offer no longer prices (retired, unknown) shows its refusal, not the last plan's figures
  const data = offer.data && offer.data.planId === planId ? offer.data : undefined;
  const money = (minor: number) => (data ? formatMoney(minor, locale, data.currency) : '');
  const plan = catalogue.data?.plans.find((item) => item.id === data?.planId);
  const planName = plan ? localized(plan.name, locale) : '';

  const choosePlan = (next: number | null) => {
    setFailure(null);
    setPlanId(next);
  };

  const submit = async () => {
    setFailure(null);
    try {
      const application = await applyEsim.mutateAsync(planId);
      notifySuccess('esim_apply_success');
      await navigate(`/mySims/${application.card.id}/esim`);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'esim_apply_failed');
      void offer.refetch();
    }
  };

  const confirm = () => {
    if (!data) return;
    const total = money(data.totalMinor);
    modal.confirm({
      title: t(data.planId ? 'esim.apply.confirmTitleWithPlan' : 'esim.apply.confirmTitle', {
        fee: total,
        plan: planName,
      }),
      // with a plan, what it costs after today too: the price above is only the fee and the first day
      content:
        data.planId && plan
          ? t('esim.apply.confirmBodyWithPlan', {
              fee: total,
              daily:
                dailyFeeText(plan, data.currency, locale, t) ??
                t('shop.terms.dailyFee', { price: money(plan.priceMinor) }),
            })
          : t('esim.apply.confirmBody', { fee: total }),
      okText: t(data.planId ? 'esim.apply.confirmWithPlan' : 'esim.apply.confirm'),
      cancelText: t('esim.apply.cancel'),
      onOk: submit,
    });
  };

  let body: ReactNode;
  if (offer.isError && planId !== null && isApiError(offer.error) && (offer.error.status ?? 500) < 500) {
    body = <Alert type="warning" showIcon role="alert" title={translateMessage(offer.error.message)} />;
  } else if (offer.isError && !data) {
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
            // without a plan the fee is the whole price, in bold as it was; with one, the two parts and the total
            ...(data.planId
              ? [
                  { key: 'fee', label: t('esim.apply.fee'), children: money(data.feeMinor) },
                  {
                    key: 'plan',
                    label: t('esim.apply.planFirstDay', { plan: planName }),
                    children: money(data.planFirstDayMinor),
                  },
                  {
                    key: 'total',
                    label: t('esim.apply.total'),
                    children: <strong>{money(data.totalMinor)}</strong>,
                  },
                ]
              : [
                  {
                    key: 'fee',
                    label: t('esim.apply.fee'),
                    children: <strong>{money(data.feeMinor)}</strong>,
                  },
                ]),
            { key: 'balance', label: t('esim.apply.balance'), children: money(data.balanceMinor) },
            {
              key: 'after',
              label: t('esim.apply.after'),
              children: data.balanceAfterMinor === null ? '—' : money(data.balanceAfterMinor),
            },
          ]}
        />
        <p>
          {data.planId
            ? t('esim.apply.whatHappensWithPlan', { plan: planName })
            : t('esim.apply.whatHappens')}
        </p>
        {blocker && <BlockerNotice blocker={blocker} />}
        <Flex wrap align="center" gap="12px 24px">
          <Button
            type="primary"
            size="large"
            onClick={confirm}
            loading={applyEsim.isPending}
            disabled={data.blocker !== null}
          >
            {t(data.planId ? 'esim.apply.buttonWithPlan' : 'esim.apply.button', {
              fee: money(data.totalMinor),
            })}
          </Button>
          <Link to="/mySims">{t('esim.apply.backToSims')}</Link>
        </Flex>
      </>
    );
  }

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="page-title" className="esim-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('esim.route.apply')}
      </Typography.Title>
      <p className="esim-intro">{t('esim.apply.intro')}</p>
      <EsimPlanChoice planId={planId} onChange={choosePlan} />
      {body}
    </Flex>
  );
}
