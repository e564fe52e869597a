import type { AdminCustomer } from '@simportal/contract/api/admin';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemFacts } from '../shared/admin-item-list.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CustomerBalance } from './customer-balance.tsx';
import { customerContact, customerName } from './customer-name.ts';
import { EnterViewButton } from './enter-view-button.tsx';
import { MemberOfTag } from './member-of-tag.tsx';

/**
 * One customer on a phone: who (username, e-mail) and their balance first, then their cards and registration
 * in small text, and the row's actions as buttons that each name the customer ("Recharge alice").
 */
export function CustomerItem({
  customer,
  onDetails,
  onRecharge,
}: {
  customer: AdminCustomer;
  onDetails: () => void;
  /** Absent when the administrator's role may not credit money (issue #34). */
  onRecharge?: () => void;
}) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const name = customerName(customer, t);
  const fact = (label: string, value: string | number) => t('admin.common.labelled', { label, value });

  return (
    <>
      <Flex wrap align="center" justify="space-between" gap="4px 8px">
        <span>
          <strong className="admin-item-title">{name}</strong> <MemberOfTag customer={customer} />
        </span>
        <span className="admin-item-balance">
          <span className="admin-item-label">{t('admin.customers.balance')}</span>{' '}
          <CustomerBalance customer={customer} />
        </span>
      </Flex>
      <p className="admin-item-line">{customerContact(customer, t, when)}</p>
      <ItemFacts
        facts={[
          fact(t('admin.customers.cards'), customer.cardCount),
          fact(t('admin.customers.registered'), when(customer.createdAt)),
        ]}
      />
      <div className="admin-item-actions">
        <Button onClick={onDetails} aria-label={t('admin.customers.detailsOf', { name })}>
          {t('admin.customers.details')}
        </Button>
        {!customer.deletedAt && (
          <>
            {onRecharge && (
              <Button onClick={onRecharge} aria-label={t('admin.recharge.openFor', { name })}>
                {t('admin.recharge.open')}
              </Button>
            )}
            <EnterViewButton customer={customer} label={t('admin.view.enterFor', { name })} />
          </>
        )}
      </div>
    </>
  );
}
