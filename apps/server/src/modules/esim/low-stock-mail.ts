import { isLocale, type Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { enqueueMail, type QueuedMail } from '../mail/index.ts';
import { listAdministrators } from '../users/index.ts';

const LOW_STOCK_MAIL_KIND = 'esim_low_stock';

interface StockFigures {
  available: number;
  threshold: number;
}

/** The low-stock notice, in the administrator's language. Plain text. */
export const renderLowStockMail = (locale: Locale, { available, threshold }: StockFigures) => {
  const command = 'npm run esim:import -- profiles.csv';
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：eSIM 库存不足（剩余 ${available} 个）`,
      text: [
        '您好，',
        '',
        `可分配的 eSIM 配置文件只剩 ${available} 个（提醒阈值：${threshold}）。`,
        available === 0 ? '库存已用完：客户现在无法申请 eSIM。' : '库存用完后，客户将无法申请 eSIM。',
        '',
        '请在“管理后台 › 卡片列表”中导入新的 eSIM 配置文件，或在服务器上运行以下命令：',
        command,
        '库存恢复到阈值以上后，再次降到阈值时会重新提醒。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `SIM Portal: eSIM stock is low (${available} left)`,
    text: [
      'Hello,',
      '',
      `Only ${available} eSIM profiles are free to assign (alert threshold: ${threshold}).`,
      available === 0
        ? 'The stock is empty: customers cannot apply for an eSIM now.'
        : 'When it runs out, customers cannot apply for an eSIM.',
      '',
      'Please import profiles in Admin Management › Card List, or run this on the server:',
      command,
      'You are told again the next time the stock falls to the threshold after it was restored above it.',
      '',
      'SIM Portal',
    ].join('\n'),
  };
};

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
    const locale: Locale = isLocale(admin.locale) ? admin.locale : 'en';
    const mail = renderLowStockMail(locale, figures);
    mails.push(await enqueueMail(ctx, tx, { ...mail, to: admin.email, kind: LOW_STOCK_MAIL_KIND, locale }));
  }
  return mails;
};
