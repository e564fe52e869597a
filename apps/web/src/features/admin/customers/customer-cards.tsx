import type { AdminCard } from '@simportal/contract/api/admin';
import { Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardStatusTag } from '../../../components/card-status-tag.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { BindLockTag } from '../shared/bind-lock-tag.tsx';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * A customer's cards in their drawer: a table on a wider screen; on a phone an entry per card (number, state,
 * type and plan), since the table was wider than the drawer and cut the plan's name.
 */
export function CustomerCards({ cards }: { cards: AdminCard[] }) {
  const { t } = useTranslation();
  const { locale } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const planOf = (card: AdminCard) => card.currentPlan?.name[locale] ?? '—';
  if (phone) {
    if (cards.length === 0) return <p className="admin-empty-text">{t('admin.customers.noCards')}</p>;
    return (
      <Flex vertical gap={8} component="ul" className="admin-items">
        {cards.map((card) => (
          <Flex vertical gap={4} component="li" key={card.id} className="admin-item">
            <Flex wrap align="center" justify="space-between" gap="4px 8px">
              <strong>{card.cardNumber}</strong>
              <span>
                <CardStatusTag status={card.status} />
                <BindLockTag card={card} />
              </span>
            </Flex>
            <div>
              {t(`admin.type.${card.type}`)} · {planOf(card)}
            </div>
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    // it scrolls in a region the keyboard can reach, not in antd's own scroller
    <ScrollRegion label={t('admin.customers.cardsTitle')}>
      <Table<AdminCard>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={cards}
        locale={{ emptyText: <span className="admin-empty-text">{t('admin.customers.noCards')}</span> }}
        columns={[
          { key: 'number', title: t('admin.cards.cardNumber'), dataIndex: 'cardNumber' },
          { key: 'type', title: t('admin.cards.type'), render: (_, card) => t(`admin.type.${card.type}`) },
          {
            key: 'status',
            title: t('admin.cards.status'),
            render: (_, card) => (
              <>
                <CardStatusTag status={card.status} />
                <BindLockTag card={card} />
              </>
            ),
          },
          { key: 'plan', title: t('admin.cards.plan'), render: (_, card) => planOf(card) },
        ]}
      />
    </ScrollRegion>
  );
}
