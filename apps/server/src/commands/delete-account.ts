import type { AccountDeletion, DeleteAccountBody } from '@simportal/contract/api/user';
import { localeOrDefault } from '@simportal/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { DomainError } from '../http/domain-error.ts';
import { audit } from '../modules/audit/index.ts';
import type { AuthUser } from '../modules/auth/index.ts';
import { endCredentials, proveDeletion, revokeMemberInvitationsOf } from '../modules/auth/index.ts';
import { endBridgeOfClosedAccount, forgetTripsOf } from '../modules/billing/index.ts';
import { forgetNetworkEvents } from '../modules/carrier/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { lockBalance } from '../modules/ledger/index.ts';
import { enqueueMail, forgetMailsTo, renderAccountDeletedMail } from '../modules/mail/index.ts';
import { forgetNotifications } from '../modules/notify/index.ts';
import { forgetCompanyDetails } from '../modules/papers/index.ts';
import { forgetPushSubscriptions } from '../modules/push/index.ts';
import { forgetCardGroups, retireAllCards } from '../modules/sims/index.ts';
import { forgetAutoAddOns, forgetCardCaps, forgetLifelines, forgetSpikes } from '../modules/usage/index.ts';
import { lockLiveUser, membersOf, pseudonymiseUser } from '../modules/users/index.ts';
import { closePayOrdersOf } from '../modules/wallet/index.ts';
import { forgetWebhookEndpoints } from '../modules/webhooks/index.ts';
import { removeMember } from './members/remove-member.ts';

/**
 * Deletes the caller's account (issue #34, docs/decisions/0040-account-deletion.md) once the password and the
 * mailed code are proven. One transaction: the code is used, every session ends, every card is retired (TERMINATE
 * queued for the carrier), unconfirmed pay orders are cancelled, the name and e-mail become a pseudonym, earlier
 * mails to the address and the devices that receive notifications are forgotten, and the audit entry and the
 * "account deleted" mail (to the address the account had) are written. The carrier commands and the mail go out
 * after the commit, through the durable outbox. The balance stays on the closed account with the ledger rows that
 * explain it; the mail says how to claim it.
 */
export const deleteAccount = async (
  ctx: AppContext,
  auth: AuthUser,
  body: DeleteAccountBody,
  address: string,
  log: FastifyBaseLogger,
): Promise<AccountDeletion> => {
  const proven = await proveDeletion(ctx, auth, body, address);
  const now = ctx.clock.now();
  const { deletion, commands, mail } = await ctx.database.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, proven.user.id);
    if (!user) throw new DomainError('session_ended');
    // the balance's own lock, after the account's (modules/ledger/README.md, "Lock order"): a charge under way
    // (the daily run's batch, an order) or a credit commits first, so the balance told is the one that stays
    const balanceMinor = await lockBalance(tx, user.id);
    await endCredentials(ctx, tx, proven);
    // the account's webhooks go first: nothing is sent to them about its closing (the cards' release)
    await forgetWebhookEndpoints(tx, user.id);
    const commands = await retireAllCards(tx, user.id, now);
    const payOrdersCancelled = await closePayOrdersOf(tx, user.id, now);
    // no fee is advanced any more against the orders just cancelled (decision 0069)
    await endBridgeOfClosedAccount(tx, user.id, now);
    // nothing buys or resumes for a closed account: its cards' auto add-ons and trips go with it (0071, 0072)
    await forgetAutoAddOns(tx, user.id);
    await forgetCardCaps(tx, user.id);
    await forgetLifelines(tx, user.id);
    await forgetSpikes(tx, user.id);
    await forgetTripsOf(tx, user.id);
    // the account's members go with it: signed out at once, their accounts closed (decision 0103)
    for (const member of await membersOf(tx, user.id))
      await removeMember(ctx, tx, member, { actorId: user.id, ip: address });
    await revokeMemberInvitationsOf(ctx, tx, user.id);
    // the groups' names were the customer's words; the money their actions moved stays in the ledger (0075)
    await forgetCardGroups(tx, user.id);
    // the company the papers were made out to (decision 0102); receipts issued keep theirs, as the ledger is kept
    await forgetCompanyDetails(tx, user.id);
    await pseudonymiseUser(tx, user.id, now);
    const deletion: AccountDeletion = {
      accountNumber: user.id,
      cardsReleased: commands.length,
      balanceMinor,
      payOrdersCancelled,
    };
    await audit(tx, {
      actorId: user.id,
      action: 'account_delete',
      targetUserId: user.id,
      details: { cards: deletion.cardsReleased, balanceMinor, payOrdersCancelled },
      ip: address,
      at: now,
    });
    await forgetMailsTo(tx, user.email);
    await forgetPushSubscriptions(tx, user.id);
    await forgetNotifications(tx, user.id);
    await forgetNetworkEvents(tx, user.id);
    const locale = localeOrDefault(user.locale);
    const rendered = renderAccountDeletedMail({ locale, currency: ctx.config.CURRENCY, ...deletion });
    const mail = await enqueueMail(ctx, tx, { to: user.email, locale, kind: 'account_deleted', ...rendered });
    return { deletion, commands, mail };
  });
  await deliverNow(ctx, commands, log);
  await deliverNow(ctx, [mail.id], log);
  return deletion;
};
