import type { AdminCustomer } from '@simportal/contract/api/admin';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * "Member of alice" beside a member's name (decision 0103): a member spends the owner's balance and is credited
 * through them, so the Customer List tells them from paying customers at a glance. Nothing for anyone else.
 */
export function MemberOfTag({ customer }: { customer: Pick<AdminCustomer, 'memberOf'> }) {
  const { t } = useTranslation();
  if (!customer.memberOf) return null;
  return (
    <Tag className="admin-member-of">
      {t('admin.customers.memberOf', { owner: customer.memberOf.username })}
    </Tag>
  );
}
