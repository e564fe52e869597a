import type { AdminCustomer } from '@simportal/contract/api/admin';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * A customer's balance on the Customer List, and why it is below zero (bridge credit, decision 0069): daily fees
 * advanced against their waiting top-up, with the order and the last day the advance pays the fees; or what an
 * ended advance left owed, which their next top-up pays first. A member's line names the owner whose balance
 * they spend.
 */
export function CustomerBalance({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const { locale, money } = useAdminFormat();
  const { advance } = customer;
  // a member holds no balance of their own: they spend their owner's (decision 0103), which is the figure to read
  if (customer.memberOf) return t('admin.customers.paysFrom', { owner: customer.memberOf.username });
  const figure = money(customer.balance, customer.currency);
  if (!advance && customer.balance >= 0) return figure;
  return (
    <span className="admin-balance">
      {figure}{' '}
      <Tag className="admin-advance-tag">
        {t(advance ? 'admin.customers.advance' : 'admin.customers.owed')}
      </Tag>
      <span className="admin-item-facts admin-balance-why">
        {advance
          ? advance.lastDay
            ? t('admin.customers.advanceUntil', {
                reference: advance.reference,
                day: formatDay(advance.lastDay, locale),
              })
            : t('admin.customers.advanceOn', { reference: advance.reference })
          : t('admin.customers.owedWhy')}
      </span>
    </span>
  );
}
