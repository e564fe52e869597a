import { describe, expect, it } from 'vitest';
import { zhCnOffences } from './zh-cn-glossary.ts';

describe('the Chinese glossary (decision 0038)', () => {
  it('names each rejected variant and the term to say instead', () => {
    expect(zhCnOffences('从账户余额中扣除日费')).toEqual([
      'says "账户" (say 账号)',
      'says "日费" (say 日租费)',
    ]);
    expect(zhCnOffences('余额不足，SIM 卡已停用')).toEqual(['says "停用" (say 欠费停机)']);
    expect(zhCnOffences('订购加油包')).toEqual(['says "订购加油包" (say 购买)']);
  });

  it('finds English words in a Chinese text, beyond the names and units the glossary allows', () => {
    expect(zhCnOffences('什么是 StarterPack 卡？')).toEqual([
      'says "StarterPack" (say 预付套餐卡)',
      'shows the English word "StarterPack"',
    ]);
    expect(zhCnOffences('导出 CSV')).toEqual([
      'says "导出 CSV" (say 导出表格)',
      'shows the English word "CSV"',
    ]);
    expect(zhCnOffences('以 USD 计价')).toEqual(['says "USD" (say 美元)', 'shows the English word "USD"']);
    expect(zhCnOffences('在 iPhone 上安装 eSIM，每天 500 MB，超出后 128 kbps')).toEqual([]);
  });

  it('reads placeholders, links, addresses, handles and amounts as no words', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a mail's line before its placeholders are filled
    expect(zhCnOffences('请在 {{day}} 前充值 US$42.00：${publicUrl}/recharge?amount=42')).toEqual([]);
    expect(zhCnOffences('cards.json, .csv 您的 SIM 卡')).toEqual([]);
    expect(zhCnOffences('例如 payments@example.com、smdp.example.com、@SimPortalPay 或 https://')).toEqual(
      [],
    );
  });

  it('holds the natural phrasings of issue #56', () => {
    expect(zhCnOffences('每 {{days}} 天周期 {{price}}')).toEqual(['says "天周期 {{price}}" (say 每 30 天)']);
    expect(zhCnOffences('每 30 天周期 US$24.00')).toEqual(['says "天周期 US$" (say 每 30 天)']);
    expect(zhCnOffences('额外 {{traffic}} 高速流量')).toEqual([
      'says "额外 {{traffic}}" (say 另加 1 GB 高速流量)',
    ]);
    expect(zhCnOffences('活跃卡（最多的一天）')).toEqual(['says "（最多的一天）" (say 单日最多活跃卡数)']);
    expect(zhCnOffences('客户当前的卡')).toEqual(['says "客户当前的卡" (say 客户名下的卡)']);
    expect(zhCnOffences('更换卡 {{card}} 的套餐')).toEqual(['says "更换卡 {{card}} 的套餐" (say 更换套餐)']);
    expect(zhCnOffences('变更套餐')).toEqual(['says "变更套餐" (say 更换套餐)']);
    expect(zhCnOffences('蓝色：本周期已用')).toEqual(['says "蓝色" (say 青色)']);
    // a cycle's allowance still says 周期
    expect(zhCnOffences('整个 30 天周期共 10 GB；用完即停止上网')).toEqual([]);
  });

  it('lets one text carry the words it needs, and leaves texts without Chinese to English', () => {
    expect(zhCnOffences('导入卡片（CSV）', ['CSV'])).toEqual([]);
    expect(zhCnOffences('Import cards (CSV)')).toEqual([]);
  });
});
