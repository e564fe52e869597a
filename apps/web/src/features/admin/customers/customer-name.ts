import type { AdminCustomer } from '@simportal/contract/api/admin';
import type { TFunction } from 'i18next';

/**
 * How the admin screens name a customer: the username, or for an account its customer deleted (decision 0040),
 * "Deleted account 12" in the screen's language rather than the stored pseudonym.
 */
export const customerName = (customer: Pick<AdminCustomer, 'id' | 'username' | 'deletedAt'>, t: TFunction) =>
  customer.deletedAt ? t('admin.customers.deletedName', { number: customer.id }) : customer.username;

/** The e-mail, or when the account was deleted (its address is gone with it). */
export const customerContact = (
  customer: Pick<AdminCustomer, 'email' | 'deletedAt'>,
  t: TFunction,
  when: (iso: string) => string,
) =>
  customer.deletedAt ? t('admin.customers.deletedOn', { when: when(customer.deletedAt) }) : customer.email;
