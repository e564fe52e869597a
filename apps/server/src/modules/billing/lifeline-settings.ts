import type { LifelineSettings, LifelineSettingsBody } from '@simportal/contract/api/lifeline';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type Auditor, audit } from '../audit/index.ts';
import type { LifelineTerms } from '../usage/index.ts';
import { lifelineSettings } from './schema.ts';

/**
 * The operator's lifeline (decision 0096): an administrator's choice (Admin Management › Catalogue), else the
 * configuration's LIFELINE_DAYS, LIFELINE_MB and LIFELINE_KBPS. 0 days or 0 megabytes: no lifeline.
 */
export const readLifelineSettings = async (ctx: AppContext, db: DbOrTx): Promise<LifelineSettings> => {
  const [row] = await db.select().from(lifelineSettings).where(eq(lifelineSettings.id, 1));
  const terms = row
    ? { days: row.days, megabytes: row.megabytes, speedKbps: row.speedKbps }
    : {
        days: ctx.config.LIFELINE_DAYS,
        megabytes: ctx.config.LIFELINE_MB,
        speedKbps: ctx.config.LIFELINE_KBPS,
      };
  return {
    ...terms,
    enabled: terms.days > 0 && terms.megabytes > 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
};

/** What the daily run gives a card it would suspend: the terms, or null while the lifeline is off. */
export const lifelineTerms = async (ctx: AppContext, db: DbOrTx): Promise<LifelineTerms | null> => {
  const settings = await readLifelineSettings(ctx, db);
  return settings.enabled
    ? { days: settings.days, megabytes: settings.megabytes, speedKbps: settings.speedKbps }
    : null;
};

/** An administrator replaces the lifeline, in one transaction with the audit entry saying what changed. */
export const writeLifelineSettings = (
  ctx: AppContext,
  body: LifelineSettingsBody,
  by: Auditor,
): Promise<LifelineSettings> =>
  ctx.database.db.transaction(async (tx) => {
    const before = await readLifelineSettings(ctx, tx);
    const values = { ...body, updatedAt: ctx.clock.now(), updatedBy: by.actorId };
    await tx
      .insert(lifelineSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: lifelineSettings.id, set: values });
    await audit(tx, {
      ...by,
      action: 'lifeline_settings_update',
      // what it is now, in the words the audit log shows; what it was, kept for an investigation
      details: {
        lifelineDays: body.days,
        lifelineMegabytes: body.megabytes,
        lifelineKbps: body.speedKbps,
        was: { days: before.days, megabytes: before.megabytes, speedKbps: before.speedKbps },
      },
      at: ctx.clock.now(),
    });
    return readLifelineSettings(ctx, tx);
  });
