import { appleInstallUrl, buildActivationCode } from '@simportal/contract/activation-code';
import type { EsimActivation } from '@simportal/contract/api/esim';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { findOwnedCard } from '../sims/index.ts';
import { findProfileOfCard } from './profile-queries.ts';

/**
 * How to install one of the caller's eSIM cards: the SGP.22 activation code (the QR code's content), its parts
 * for manual entry and Apple's one-tap link. not_found (404) for a card that is not the caller's or not an
 * eSIM (one answer, so ids cannot be probed); esim_profile_missing (409) for an eSIM card an administrator
 * imported without a profile.
 */
export const getActivation = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
): Promise<EsimActivation> => {
  const { db } = ctx.database;
  const owned = await findOwnedCard(db, userId, cardId);
  if (owned?.card.type !== 'ESIM') throw new DomainError('not_found');
  const profile = await findProfileOfCard(db, cardId);
  if (!profile) throw new DomainError('esim_profile_missing');
  const activationCode = buildActivationCode(profile);
  return {
    cardId,
    cardNumber: owned.card.cardNumber,
    status: owned.card.status,
    iccid: profile.iccid,
    smDpAddress: profile.smDpAddress,
    matchingId: profile.matchingId,
    smDpOid: profile.smDpOid,
    confirmationCodeRequired: profile.confirmationCodeRequired,
    activationCode,
    appleInstallUrl: appleInstallUrl(activationCode),
  };
};
