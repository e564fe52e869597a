/**
 * The product's Chinese words (docs/decisions/0038-chinese-glossary.md): for each thing, the one term every
 * Chinese text uses and the variants that must not appear beside it. The web's texts, the contract's messages,
 * the legal pages and the server's mails are all held to it by tests (apps/web/src/locales/zh-cn-glossary.test.ts,
 * apps/server/test/zh-cn-mails.test.ts).
 */
export interface GlossaryTerm {
  /** The thing, as the English texts name it. */
  en: string;
  /** The one Chinese term. */
  zh: string;
  /** The rejected variants. */
  not: RegExp;
}

export const ZH_CN_GLOSSARY: readonly GlossaryTerm[] = [
  { en: 'account', zh: '账号', not: /账户/ },
  { en: 'balance', zh: '余额', not: /账户金额|钱包余额|账号余额/ },
  { en: 'basic plan', zh: '基础套餐', not: /基本套餐|主套餐/ },
  { en: 'order (a plan)', zh: '订购', not: /购买(?:基础)?套餐|套餐购买/ },
  { en: 'buy (an add-on)', zh: '购买', not: /订购(?:流量)?加油包|加油包订购|订购[^，。；]*和加油包/ },
  { en: 'add-on', zh: '加油包', not: /附加包|流量包|叠加包/ },
  { en: 'daily fee', zh: '日租费', not: /日费|日套餐费|每日费用/ },
  { en: 'Activities (the page)', zh: '收支记录', not: /活动|账户记录|消费记录/ },
  { en: 'activity type', zh: '收支类型', not: /活动类型|交易类型/ },
  { en: 'stopped (SUSPEND: the balance could not pay)', zh: '欠费停机', not: /停用|暂停服务/ },
  { en: 'data (what a card gives)', zh: '上网', not: /数据服务|数据停止/ },
  { en: 'throttled (reduced speed)', zh: '降速', not: /限速/ },
  { en: 'terms of service', zh: '服务条款', not: /使用条款|用户协议/ },
  { en: 'export (a table)', zh: '导出表格', not: /导出 ?CSV/ },
  { en: 'failed deliveries', zh: '发送失败', not: /投递/ },
  { en: 'the portal (this website)', zh: '本站', not: /门户|平台|本网站/ },
  { en: 'SIM Portal (the product)', zh: '环球流量卡', not: /SIM Portal/ },
  { en: "a card's label", zh: '标签', not: /备注名/ },
  { en: 'the next plan (waiting for its day)', zh: '待生效套餐', not: /下一套餐|下期套餐/ },
  { en: 'business day (the day billing counts)', zh: '计费日', not: /营业日/ },
  { en: "the card's carrier (the plastic a SIM is pushed out of)", zh: '卡板', not: /卡托/ },
  { en: 'physical (card)', zh: '实体卡', not: /实体 ?SIM(?! ?卡)/ },
  { en: 'StarterPack card', zh: '预付套餐卡', not: /Starter ?Pack|入门包/i },
  { en: 'USD (in words)', zh: '美元', not: /\bUSD\b/ },
  { en: "verify code (the card's)", zh: '校验码', not: /ICCID[^。；]*验证码|其验证码/ },
  { en: 'reference (of a pay order)', zh: '订单编号', not: /订单号/ },
  { en: 'pay order', zh: '支付订单', not: /充值订单/ },
  { en: 'a pay order credited (FINISHED)', zh: '已到账', not: /已完成支付/ },
  { en: 'eSIM fee', zh: 'eSIM 申请费', not: /eSIM ?费用/ },
  { en: 'refund (given back to the balance)', zh: '退款', not: /退费|返还金额/ },
  { en: 'international fee', zh: '国际支付费', not: /手续费/ },
  { en: 'email (a contact channel)', zh: '邮箱', not: /电子邮件/ },
  { en: 'WeChat', zh: '微信', not: /WeChat/i },
  // issue #59: a customer's key for their own systems, and taking it back
  { en: 'API key', zh: 'API 密钥', not: /API ?[Kk]ey|秘钥|接口密钥/ },
  { en: 'revoke (an API key)', zh: '吊销', not: /撤销密钥|作废密钥/ },
  { en: 'webhook (a customer system notified of events)', zh: 'Webhook', not: /网络钩子|网页钩子|回调钩子/ },
  // issue #67: the page of both says what is on it, as Chinese cloud consoles name theirs
  { en: 'Integrations (the page of API keys and webhooks)', zh: 'API 与 Webhook', not: /系统对接/ },
  // the card says 今天 beside today's fee; its use of the day said 今日 on the same card (issue #19)
  { en: 'today', zh: '今天', not: /今日/ },
  // issue #56: phrasings a native reader stumbles on, each with the natural one
  {
    en: 'a price per cycle ($24.00 per 30-day cycle)',
    zh: '每 30 天',
    not: /天周期 ?(?:\{\{price\}\}|US\$)/,
  },
  { en: 'extra data (an add-on)', zh: '另加 1 GB 高速流量', not: /额外 ?\{\{traffic\}\}/ },
  { en: 'the most active cards on one day', zh: '单日最多活跃卡数', not: /（最多的一天）/ },
  { en: "a customer's cards (held now)", zh: '客户名下的卡', not: /客户当前的卡/ },
  // the bars are the brand's teal (decision 0046): a note naming their colour said 蓝色
  { en: 'teal (the bars of a chart)', zh: '青色', not: /蓝色/ },
  // one action, one name: the button said 变更套餐 and its dialog 更换…的套餐
  { en: 'change (a plan)', zh: '更换套餐', not: /变更套餐|套餐变更|取消变更|更换[^，。；]{0,16}的套餐/ },
];

/**
 * The Latin words a Chinese text may carry: names a Chinese reader also sees in Latin letters on the phone, the
 * card or the carrier's papers (standards, devices, apps, units, an office's own abbreviation), and the names of
 * languages in themselves. Everything else in Latin letters is English on a Chinese screen.
 */
export const LATIN_IN_CHINESE: ReadonlySet<string> = new Set([
  'SIM',
  'eSIM',
  'ICCID',
  'APN',
  'SM-DP+',
  'Matching',
  'ID',
  'iPhone',
  'iPad',
  'iOS',
  'Android',
  'Wi-Fi',
  'WhatsApp',
  // the network platform an operator runs on (Admin Management › Network), as its own console names it
  'Twilio',
  'Super',
  'Telegram',
  // the browsers, as their icons name them (Personal Center › Notifications)
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'OFCA',
  'KB',
  'MB',
  'GB',
  'kbps',
  // the word Chinese privacy notices use for it
  'Cookie',
  'English',
  // a customer's key for their own systems (issue #59): API 密钥, as Chinese cloud consoles (Tencent Cloud's API 密钥管理) say it
  'API',
  // what developers call it in Chinese too (Stripe's and WeChat Pay's Chinese documents), and its scheme
  'Webhook',
  'HTTP',
  'HTTPS',
]);

/**
 * What is not a word of the text: placeholders (with the path a link adds to one: `${publicUrl}/login`),
 * addresses, domain and file names, handles and amounts (US$12.50).
 */
const NOT_WORDS = [
  /\{\{[^}]*\}\}/g,
  /\$\{[^}]*\}[\w/?=&.#%-]*/g,
  /https?:\/\/\S*/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\b[a-z0-9-]+(\.[a-z0-9-]+)+\b/g,
  // a file's extension on its own (cards.json, .csv)
  /(^|\s|[，、])\.[a-z0-9]+\b/g,
  /@\w+/g,
  /US\$[\d.,]*/g,
];
const HAN = /\p{Script=Han}/u;

/** The Latin words of `text` that a Chinese text may not carry (`allowed`: words this one text may). */
const foreignWords = (text: string, allowed: readonly string[]): string[] => {
  const words = NOT_WORDS.reduce((rest, pattern) => rest.replace(pattern, ' '), text).match(
    /[A-Za-z][A-Za-z0-9+-]*/g,
  );
  return (words ?? []).filter((word) => !LATIN_IN_CHINESE.has(word) && !allowed.includes(word));
};

/**
 * What is wrong with one Chinese text, each as a sentence naming the variant and the term to say instead, or an
 * English word and where the glossary stands. `allowed`: Latin words this text needs (a file format an import
 * asks for, an example user name). A text without a Chinese character is not checked for English.
 */
export const zhCnOffences = (text: string, allowed: readonly string[] = []): string[] => [
  ...ZH_CN_GLOSSARY.flatMap(({ zh, not }) => {
    const found = not.exec(text);
    return found ? [`says "${found[0]}" (say ${zh})`] : [];
  }),
  ...(HAN.test(text) ? foreignWords(text, allowed).map((word) => `shows the English word "${word}"`) : []),
];
