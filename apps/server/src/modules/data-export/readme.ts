import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';

/** What README.txt says about each file of the archive, in the account's language. */
const TEXTS: Record<
  Locale,
  {
    title: (username: string, at: string) => string;
    files: string[];
    notes: string[];
    noConsents: string;
  }
> = {
  en: {
    title: (username, at) => `Your ${PRODUCT_NAME.en} data: account ${username}, produced ${at} (UTC).`,
    files: [
      'account.json         Your account: username, e-mail, language, registration time, balance.',
      'cards.json, .csv     Your SIM cards: ICCID, number, label, state, plan, next plan, allowance.',
      'add-ons.json, .csv   The add-on packs bought for your cards: traffic, price, day of purchase.',
      'activities.json      Every change of your balance (top-ups, charges, refunds), newest first.',
      'activities.csv       The same as a table (amounts in major units, as on the Activities screen).',
      'pay-orders.json, .csv  Your pay orders: reference, amount, fees, method, state and times.',
      'traffic.json, .csv   Data used by each card per day and region, in KB, as the carrier reported it.',
      'sessions.json        Where your account is signed in now: browser, system, device, network.',
      'consents.json        The consents the portal holds for you.',
    ],
    notes: [
      'Amounts in the JSON files are integers in minor units (cents): 1050 means 10.50 in the currency given.',
      'Times are ISO 8601 in UTC; days (YYYY-MM-DD) are business days of the portal.',
      'Not included: your password (only a one-way hash is kept, never exported), sign-in tokens and codes.',
    ],
    noConsents: 'The portal asks for no optional consent (no marketing mail, no tracking), so it holds none.',
  },
  'zh-CN': {
    title: (username, at) =>
      `您在${PRODUCT_NAME['zh-CN']}的数据：账号 ${username}，生成于 ${at}（协调世界时）。`,
    files: [
      'account.json         账号信息：用户名、邮箱、语言、注册时间、余额。',
      'cards.json, .csv     您的 SIM 卡：ICCID、卡号、备注名、状态、套餐、下期套餐、流量额度。',
      'add-ons.json, .csv   为您的卡购买的流量加油包：流量、价格、购买日期。',
      'activities.json      余额的每一笔变动（充值、扣费、退款），最新的在前。',
      'activities.csv       同上的表格（金额以元为单位，与“收支记录”页面一致）。',
      'pay-orders.json, .csv  您的充值订单：订单编号、金额、国际支付费、支付方式、状态和时间。',
      'traffic.json, .csv   每张卡按天、按地区的流量用量（KB），以运营商上报为准。',
      'sessions.json        您的账号当前的登录设备：浏览器、系统、设备类型、网络。',
      'consents.json        本平台为您保存的授权同意记录。',
    ],
    notes: [
      'JSON 文件中的金额为以最小货币单位（分）计的整数：1050 表示所示币种的 10.50。',
      '时间为协调世界时的 ISO 8601 格式；日期（年-月-日）为平台的营业日。',
      '不包含：您的密码（平台只保存不可逆的哈希值，不会导出）、登录凭证和验证码。',
    ],
    noConsents: '本平台不收集可选的授权同意（不发送营销邮件，不做跟踪统计），因此没有相关记录。',
  },
};

export const readmeText = (locale: Locale, username: string, producedAt: Date): string => {
  const text = TEXTS[locale];
  const at = producedAt.toISOString().slice(0, 19).replace('T', ' ');
  return [text.title(username, at), '', ...text.files, '', ...text.notes, ''].join('\r\n');
};

/** consents.json: the portal asks for no optional consent (no marketing mail, no tracking), so it holds none. */
export const consentsOf = (locale: Locale) => ({ consents: [], note: TEXTS[locale].noConsents });
