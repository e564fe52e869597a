import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueMail, letter, type QueuedMail, mailText as t } from '../mail/index.ts';
import { listAdministrators } from '../users/index.ts';

const LOW_STOCK_MAIL_KIND = 'esim_low_stock';

interface StockFigures {
  available: number;
  threshold: number;
}

/** The low-stock notice, in the administrator's language. Plain text. */
export const renderLowStockMail = (locale: Locale, { available, threshold }: StockFigures) => ({
  subject: t(locale, 'mail.lowStock.subject', { available }),
  text: letter(
    locale,
    [
      t(locale, 'mail.lowStock.count', { count: available, threshold }),
      t(locale, available === 0 ? 'mail.lowStock.empty' : 'mail.lowStock.low'),
    ].join('\n'),
    t(locale, 'mail.lowStock.import', { command: 'npm run esim:import -- profiles.csv' }),
  ),
});

/**
 * Queues the notice to every administrator who may import profiles (an owner), in the caller's transaction;
 * returns what to deliver after it.
 */
export const mailLowStockToAdministrators = async (
  ctx: AppContext,
  tx: DbOrTx,
  figures: StockFigures,
): Promise<QueuedMail[]> => {
  const admins = await listAdministrators(tx, 'manage');
  const mails: QueuedMail[] = [];
  for (const admin of admins) {
    const locale: Locale = localeOrDefault(admin.locale);
    const mail = renderLowStockMail(locale, figures);
    mails.push(await enqueueMail(ctx, tx, { ...mail, to: admin.email, kind: LOW_STOCK_MAIL_KIND, locale }));
  }
  return mails;
};
