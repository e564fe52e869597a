import type { SupportSettings } from '@simportal/contract/api/support';
import type { Db } from '../db/database.ts';
import { supportSettings } from '../schema.ts';

/**
 * The demo's payment contact channels (SEED_DEMO only): addresses that reach nobody — the reserved
 * `.example` domain and the UK's drama number range 020 7946 0xxx — so the pay page shows its real layout.
 * An operator replaces them in Admin Management › Support. Written only while none are set. (No `_` in the
 * WeChat ID: the screen walk reads snake_case on a Chinese screen as an untranslated key.)
 */
export const DEMO_SUPPORT: SupportSettings = {
  channels: [
    { kind: 'email', value: 'payments@simportal.example' },
    { kind: 'whatsapp', value: '+44 20 7946 0123' },
    { kind: 'wechat', value: 'SimPortalDemo' },
    { kind: 'phone', value: '+44 20 7946 0123' },
  ],
  officeHours: { en: 'Mon–Fri 9:00–18:00 (UTC+8)', 'zh-CN': '周一至周五 9:00–18:00（北京时间）' },
  confirmWithinHours: 2,
};

export const seedDemoSupport = async (db: Db): Promise<void> => {
  await db
    .insert(supportSettings)
    .values({ id: 1, ...DEMO_SUPPORT, updatedAt: new Date() })
    .onConflictDoNothing();
};
