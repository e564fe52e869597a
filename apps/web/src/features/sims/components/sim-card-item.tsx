import type { SimCard, SimCardPlan } from '@simportal/contract/api/sims';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel.tsx';
import { formatDateTime, formatMb } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { cardTitle, needsBasicPlan } from '../card-terms.ts';
import { CardActions } from './card-actions.tsx';
import { CardBillingPanel } from './card-billing-panel.tsx';
import { CardStatusTag } from './card-status-tag.tsx';
import { LabelEditor } from './label-editor.tsx';

function PlanName({ plan }: { plan: SimCardPlan | null }) {
  const { t } = useTranslation();
  if (!plan) return <Typography.Text type="secondary">{t('sims.plan.none')}</Typography.Text>;
  return <>{plan.name[currentLocale()]}</>;
}

/** One card of My SIMs: its numbers, type, label, status, plans side by side, plan times, traffic, actions. */
export function SimCardItem({ card }: { card: SimCard }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const headingId = `sim-card-${card.id}`;
  const dash = t('sims.none');
  return (
    <Panel className="sim-card">
      <header className="sim-card-header">
        <h2 id={headingId} className="sim-card-title">
          {cardTitle(card)}
        </h2>
        <span className="sim-card-tags">
          <CardStatusTag status={card.status} />
          <Tag>{t(`sims.type.${card.type}`)}</Tag>
        </span>
      </header>

      <dl className="sim-card-fields">
        <dt>{t('sims.field.cardNumber')}</dt>
        <dd className="sim-card-number">{card.cardNumber}</dd>
        <dt>{t('sims.field.iccid')}</dt>
        <dd className="sim-card-number">{card.iccid}</dd>
        <dt>{t('sims.field.label')}</dt>
        <dd>
          <LabelEditor card={card} />
        </dd>
        <dt>{t('sims.field.status')}</dt>
        <dd>{t(`sims.status.${card.status}`)}</dd>
      </dl>

      <div className="sim-card-plans">
        <div>
          <p className="sim-card-plan-caption">{t('sims.plan.current')}</p>
          <p className="sim-card-plan-name">
            <PlanName plan={card.currentPlan} />
          </p>
        </div>
        <div>
          <p className="sim-card-plan-caption">{t('sims.plan.pending')}</p>
          <p className="sim-card-plan-name">
            <PlanName plan={card.pendingPlan} />
          </p>
        </div>
      </div>

      <dl className="sim-card-fields">
        <dt>{t('sims.field.planCreatedAt')}</dt>
        <dd>{formatDateTime(card.planCreatedAt, locale) || dash}</dd>
        <dt>{t('sims.field.expireAt')}</dt>
        <dd>{formatDateTime(card.expireAt, locale) || dash}</dd>
        <dt>{t('sims.field.traffic')}</dt>
        <dd>
          {card.usage ? (
            <>
              {/* what the allowance period used and has left is the plan and data panel's, below */}
              {t('sims.usage.today', { today: formatMb(card.usage.todayKb, locale) })}
              <br />
              <Typography.Text type="secondary">
                {t('sims.usage.updated', { at: formatDateTime(card.usage.lastUpdatedAt, locale) })}
              </Typography.Text>
            </>
          ) : (
            <Typography.Text type="secondary">{t('sims.usage.none')}</Typography.Text>
          )}
          <br />
          <Link to={`/mySims/${card.id}/traffic`}>{t('sims.usage.detail')}</Link>
        </dd>
      </dl>

      {needsBasicPlan(card) && <Alert type="info" showIcon title={t('sims.plan.needsBasicPlan')} />}
      {card.status === 'PAUSED' && <Alert type="warning" showIcon title={t('sims.pausedNotice')} />}

      <CardBillingPanel cardId={card.id} cardName={cardTitle(card)} />

      <CardActions card={card} />
    </Panel>
  );
}
