import type { CreateApiKeyBody, CreatedApiKey } from '@simportal/contract/api/api-keys';
import { localeOrDefault } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { enqueueMail, renderApiKeyCreatedMail } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import { createApiKey } from './api-keys.ts';
import { sendNotice } from './security-notices.ts';

/**
 * Creates the key and queues the "an API key was created" mail to the owner in the same transaction (a key
 * nobody was told of cannot exist), then sends it without holding the answer (issue #34's security notices).
 */
export const createApiKeyAndTell = async (
  ctx: AppContext,
  userId: number,
  body: CreateApiKeyBody,
  log: FastifyBaseLogger,
): Promise<CreatedApiKey> => {
  const { created, mail } = await ctx.database.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new DomainError('session_ended');
    const created = await createApiKey(ctx, tx, userId, body);
    const locale = localeOrDefault(user.locale);
    const content = renderApiKeyCreatedMail({
      locale,
      publicUrl: ctx.config.publicUrl,
      key: { name: created.key.name, prefix: created.key.prefix, scopes: created.key.scopes },
      at: ctx.clock.now(),
    });
    const mail = await enqueueMail(ctx, tx, { to: user.email, kind: 'api_key_created', locale, ...content });
    return { created, mail };
  });
  sendNotice(ctx, mail, log);
  return created;
};
