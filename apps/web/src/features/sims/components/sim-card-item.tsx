import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapHoldTag, CardStatusTag } from '../../../components/card-status-tag.tsx';
import { Panel } from '../../../components/panel.tsx';
import { cardTitle } from '../card-terms.ts';
import { CardBillingPanel, type CardBillingPanelProps } from './card-billing-panel.tsx';

/**
 * One card of My SIMs, read at a glance: its name and state, then its plan, data and actions
 * (card-billing-panel.tsx), with its numbers and label on demand.
 */
export function SimCardItem(props: CardBillingPanelProps) {
  const { card } = props;
  const capHold = props.billing?.dailyCap?.restriction ?? null;
  const { t } = useTranslation();
  const headingId = `sim-card-${card.id}`;
  return (
    <Panel className="sim-card">
      <Flex wrap align="center" justify="space-between" gap={8} component="header">
        <div className="sim-card-heading">
          <h2 id={headingId} className="sim-card-title">
            {cardTitle(card)}
          </h2>
          {/* a labelled card is named by its label: its number stays in sight, once */}
          {card.label && <p className="sim-card-subtitle sim-card-number">{card.cardNumber}</p>}
        </div>
        <Flex gap={4} component="span">
          <CardStatusTag status={card.status} />
          {/* held by its daily cap today (decision 0074): the card is still in use, but slowed or stopped */}
          {capHold && <CapHoldTag hold={capHold} />}
          {/* slowed on a lifeline while the balance is short (decision 0096) */}
          {props.billing?.lifeline && <Tag color="warning">{t('billing.panel.lifelineTag')}</Tag>}
          <Tag>{t(`sims.type.${card.type}`)}</Tag>
        </Flex>
      </Flex>

      <CardBillingPanel {...props} />
    </Panel>
  );
}
