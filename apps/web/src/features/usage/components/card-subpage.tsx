import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundArt } from '../../../components/illustrations.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** The card id of a page under /mySims/:id, or NaN when the address names none (its frame then says not found). */
export function useCardIdParam(): number {
  return Number(useParams().id);
}

/**
 * The frame of a card's own page under My SIMs (its alerts and limits, a data spike): the way back to My SIMs and
 * to Traffic Detail, and the page's title. A bad address, or a card the server does not find for this customer
 * (another customer's card), reads "not found" with the way back.
 */
export function CardSubpage({
  cardId,
  error,
  title,
  className,
  children,
}: {
  cardId: number;
  /** the page's first query's error: `not_found` and `validation_failed` mean no such card for this customer */
  error: unknown;
  title: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorKey = isApiError(error) ? error.message : null;
  const valid = Number.isSafeInteger(cardId) && cardId > 0;

  if (!valid || errorKey === 'not_found' || errorKey === 'validation_failed') {
    return (
      <Result
        icon={<NotFoundArt />}
        title={t('usage.notFound')}
        extra={<Link to="/mySims">{t('usage.backToSims')}</Link>}
      />
    );
  }

  return (
    <div className={`usage-page ${className}`}>
      <nav className="usage-settings-back" aria-label={t('usage.settings.back')}>
        <Link to="/mySims">{t('usage.backToSims')}</Link>
        <Link to={`/mySims/${cardId}/traffic`}>{t('usage.settings.toTraffic')}</Link>
      </nav>
      <Typography.Title level={1}>{title}</Typography.Title>
      {children}
    </div>
  );
}
