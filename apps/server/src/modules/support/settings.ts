import type { SupportChannel, SupportSettings } from '@simportal/contract/api/support';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { supportSettings } from './schema.ts';

/** What the pages show before an administrator has set anything: no channel, nothing promised. */
export const NO_SUPPORT_SETTINGS: SupportSettings = {
  channels: [],
  officeHours: inLocaleOrder(null),
  confirmWithinHours: null,
};

/** The channels customers reach the administrators by (public: /pay, the home page, the FAQ). */
export const readSupportSettings = async (db: DbOrTx): Promise<SupportSettings> => {
  const [row] = await db.select().from(supportSettings).where(eq(supportSettings.id, 1));
  if (!row) return NO_SUPPORT_SETTINGS;
  return {
    channels: row.channels as SupportChannel[],
    officeHours: row.officeHours as SupportSettings['officeHours'],
    confirmWithinHours: row.confirmWithinHours,
  };
};

/** An administrator replaces the settings, in one transaction with the audit entry that says what changed. */
export const writeSupportSettings = (
  ctx: AppContext,
  settings: SupportSettings,
  by: Auditor,
): Promise<SupportSettings> =>
  ctx.database.db.transaction(async (tx) => {
    const before = await readSupportSettings(tx);
    const values = {
      channels: settings.channels,
      officeHours: settings.officeHours,
      confirmWithinHours: settings.confirmWithinHours,
      updatedAt: ctx.clock.now(),
      updatedBy: by.actorId,
    };
    await tx
      .insert(supportSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: supportSettings.id, set: values });
    await audit(tx, {
      ...by,
      action: 'support_settings_update',
      details: {
        channels: settings.channels.map((channel) => channel.kind),
        before: before.channels.map((channel) => channel.kind),
        confirmWithinHours: settings.confirmWithinHours,
      },
      at: ctx.clock.now(),
    });
    return settings;
  });
