import type { StarterPackConversion } from '@simportal/contract/api/billing';
import type { BindCardBody, SimCard } from '@simportal/contract/api/sims';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { DomainError } from '../http/domain-error.ts';
import { hashSecret, verifySecret } from '../modules/auth/index.ts';
import { convertStarterPackOnBind, deliverBillingCommands } from '../modules/billing/index.ts';
import {
  countBindAttempt,
  countOwnedCards,
  findCardByNumbers,
  findOwnedCard,
  locksTripped,
  takeFreeCard,
  toSimCard,
  withdrawBindAttempt,
} from '../modules/sims/index.ts';
import { lockLiveUser } from '../modules/users/index.ts';
import { tellOfBindLocks } from './bind-lock-alert.ts';

let dummyHash: Promise<string> | undefined;
/** Checked against when no card matches, so "no such card" takes as long as "wrong code". */
const hashForUnknownCards = () => {
  dummyHash ??= hashSecret('no card has this verify code');
  return dummyHash;
};

export interface BindOutcome {
  card: SimCard;
  /** False when the caller already held the card (a retried request): nothing changed. */
  created: boolean;
  /** Billing: what binding a StarterPack card did (credit of its remaining days), else null. */
  starterPackConversion: StarterPackConversion | null;
}

/** Whether the code is the card's; an unknown card is checked against a hash too, to take as long. */
const codeIsRight = async (card: { verifyCodeHash: string } | undefined, code: string): Promise<boolean> => {
  if (card) return verifySecret(card.verifyCodeHash, code);
  await verifySecret(await hashForUnknownCards(), code);
  return false;
};

/** Who binds: the address the audit log records, the log a failed alert is written to. */
export interface BindCaller {
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * Checks the verify code, counted as a wrong one until it proves right (issue #56: at most a few wrong codes per
 * card and per account an hour, sims/bind-attempts.ts; past them card_verify_locked, 429, even for the right
 * code). The wrong code that locks the card or the account is told to the administrators, once per lock.
 */
const checkVerifyCode = async (ctx: AppContext, userId: number, body: BindCardBody, caller: BindCaller) => {
  const db = ctx.database.db;
  const candidate = await findCardByNumbers(db, body.cardNumber, body.iccid);
  const target = candidate ? { cardId: candidate.id } : { cardNumber: body.cardNumber, iccid: body.iccid };
  const attempt = await countBindAttempt(db, target, userId, ctx.clock.now());
  let right: boolean;
  try {
    right = await codeIsRight(candidate, body.verifyCode);
  } catch (error) {
    // no code was checked (the hashing's queue was full): the attempt was not a wrong one
    await withdrawBindAttempt(db, attempt, ctx.clock.now());
    throw error;
  }
  if (candidate && right) {
    await withdrawBindAttempt(db, attempt, ctx.clock.now());
    return candidate;
  }
  const tripped = await locksTripped(db, attempt, ctx.clock.now(), { cardKnown: candidate !== undefined });
  if (tripped.length > 0) {
    await tellOfBindLocks(ctx, { userId, cardId: candidate?.id ?? null, locks: tripped, ...caller });
  }
  throw new DomainError('verify_code_incorrect');
};

/**
 * Binds an inventory card to the customer: a command, since it crosses two modules (the card is the sims
 * module's, a StarterPack card's conversion and credit billing's). The verify code is checked first, and an unknown card number and
 * ICCID pair answers the same verify_code_incorrect, so only someone holding the printed card learns anything
 * about it (that it is occupied, say); wrong codes are limited per card and per account (checkVerifyCode). Then, in one transaction: the customer's row is locked (their binds
 * run one at a time, so the per-account limit holds), the limit is checked, and the card is taken with one
 * conditional UPDATE (`… WHERE user_id IS NULL AND deleted_at IS NULL RETURNING`): of concurrent binds of one
 * card exactly one updates a row; the others get sim_occupied.
 */
export const bindCard = async (
  ctx: AppContext,
  userId: number,
  body: BindCardBody,
  caller: BindCaller,
): Promise<BindOutcome> => {
  const db = ctx.database.db;
  const candidate = await checkVerifyCode(ctx, userId, body, caller);

  const alreadyMine = async (): Promise<BindOutcome | null> => {
    const mine = await findOwnedCard(db, userId, candidate.id);
    return mine ? { card: toSimCard(mine), created: false, starterPackConversion: null } : null;
  };
  if (candidate.userId === userId) return (await alreadyMine())!;
  if (candidate.userId !== null || candidate.deletedAt !== null) throw new DomainError('sim_occupied');

  const limit = ctx.config.SIM_LIMIT_PER_ACCOUNT;
  const bound = await db.transaction(async (tx) => {
    // the lock order of modules/ledger/README.md: the account first; one deleted meanwhile binds nothing
    if (!(await lockLiveUser(tx, userId))) throw new DomainError('session_ended');
    if ((await countOwnedCards(tx, userId)) >= limit) throw new DomainError('sim_over_limit', { limit });
    if (!(await takeFreeCard(tx, candidate.id, userId, ctx.clock.now()))) return undefined;
    // billing: a StarterPack card converts to pay-as-you-go in the same transaction (spec §4)
    const starterPack = await convertStarterPackOnBind(ctx, tx, userId, candidate.id);
    return { row: (await findOwnedCard(tx, userId, candidate.id))!, starterPack };
  });
  if (bound) {
    await deliverBillingCommands(ctx, bound.starterPack?.commandIds ?? []);
    return {
      card: toSimCard(bound.row),
      created: true,
      starterPackConversion: bound.starterPack?.conversion ?? null,
    };
  }
  // Lost the race: to this customer's own earlier request (answer it again) or to someone else.
  const retried = await alreadyMine();
  if (retried) return retried;
  throw new DomainError('sim_occupied');
};
