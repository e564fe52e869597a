import '../sims.css';
import { Button, Checkbox, Empty, Flex, type PaginationProps, Skeleton } from 'antd';
import { type ComponentType, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useCardsBilling, useRunway } from '../../billing/api/billing-query.ts';
import { PauseSavingsLine } from '../../billing/components/pause-savings-line.tsx';
import { RunwayNote } from '../../billing/components/runway-note.tsx';
import { SIMS_PAGE_SIZE, type SimsGroupFilter, useMySims } from '../api/sims-api.ts';
import { cardTitle } from '../card-terms.ts';
import { GroupsBar } from '../components/groups-bar.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { SimCardItem } from '../components/sim-card-item.tsx';

// "Add card" and its form are fetched on the first open
const BindCardDialog = lazyDialog(() =>
  import('../components/bind-card-dialog.tsx').then((module) => module.BindCardDialog),
);

// only a customer with more cards than a page sees the pages, below the cards: antd's Pagination brings Select
const Pagination = lazyPart(
  () => import('antd/es/pagination').then((module) => module.default as ComponentType<PaginationProps>),
  () => <div className="sims-pagination sims-pagination-placeholder" />,
);

/** My SIMs (spec §2): the customer's cards; with none, a prompt to add the first. */
export function MySimsPage() {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  // the group shown (decision 0075) and, in the select mode, the cards ticked
  const [group, setGroup] = useState<SimsGroupFilter>('all');
  // each ticked card with its group now, so the move dialog starts at the group they share
  const [selected, setSelected] = useState<{ id: number; groupId: number | null }[] | null>(null);
  const navigate = useNavigate();
  const sims = useMySims(page, group);
  const showGroup = (next: SimsGroupFilter) => {
    setGroup(next);
    setPage(1);
  };
  const toggle = (card: { id: number; groupId: number | null }, on: boolean) =>
    setSelected((cards) =>
      on
        ? [...(cards ?? []), { id: card.id, groupId: card.groupId }]
        : (cards ?? []).filter(({ id }) => id !== card.id),
    );
  const isSelected = (cardId: number) => selected?.some(({ id }) => id === cardId) ?? false;
  // every card's billing in one answer (fetched with the cards), and the currency its figures are in
  const billing = useCardsBilling();
  // a member of another's account (decision 0103): the cards of their groups, without the owner's balance, the
  // shop's ways to add a card, or the groups, which are the owner's to arrange
  const member = useAuth((state) => isMember(state.userInfo));
  const currency = useCatalogue().data?.currency;
  // The runway note stands above the cards: they wait for its answer too (asked at the same time), so it never
  // pushes them down once they are drawn (a layout shift of 0.05 in Lighthouse's run).
  const runwayKnown = useRunway(!member).isFetched || member;
  // the cards follow the answer in a render of their own, in slices between frames, not in the one long task
  // in which the query's update is rendered
  const data = useDeferredValue(runwayKnown ? sims.data : undefined);

  // deleting the last card of a later page leaves that page empty: step back
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage((p) => p - 1);
  }, [data, page]);

  const addButton = (
    <Button
      type="primary"
      onPointerEnter={BindCardDialog.preload}
      onFocus={BindCardDialog.preload}
      onClick={() => setAdding(true)}
    >
      {t('sims.add.button')}
    </Button>
  );
  // eSIM (issue 9): applying has its own page, which shows the fee before anything is charged
  const applyEsimButton = (
    <Button onClick={() => void navigate('/mySims/applyEsim')}>{t('esim.entry.apply')}</Button>
  );

  let content: ReactNode;
  if (sims.isError && !data) {
    content = (
      <LoadFailed query={sims} title={t('sims.load.errorTitle')} description={t('sims.load.errorHint')} />
    );
  } else if (!data) {
    content = (
      <div role="status" aria-live="polite" aria-busy="true">
        <span className="visually-hidden">{t('sims.load.loading')}</span>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (data.total === 0 && group !== 'all') {
    content = <Empty className="sims-empty" description={t('sims.groups.emptyFilter')} />;
  } else if (data.total === 0) {
    content = member ? (
      <Empty className="sims-empty" description={t('sims.member.empty')} />
    ) : (
      <Empty className="sims-empty" description={t('sims.empty.description')}>
        {addButton} {applyEsimButton}
      </Empty>
    );
  } else {
    content = (
      <>
        <ul className="sims-grid" aria-label={t('sims.listLabel')}>
          {data.items.map((card) => (
            <li
              key={card.id}
              className={isSelected(card.id) ? 'sims-grid-item sims-grid-item-selected' : 'sims-grid-item'}
            >
              {selected && (
                <Checkbox
                  className="sims-select-card"
                  checked={isSelected(card.id)}
                  onChange={(event) => toggle(card, event.target.checked)}
                >
                  {t('sims.groups.selectCard', { card: cardTitle(card) })}
                </Checkbox>
              )}
              <SimCardItem
                card={card}
                billing={billing.data?.items.find((item) => item.cardId === card.id)}
                billingFailed={billing.isError}
                currency={currency}
              />
            </li>
          ))}
        </ul>
        {data.total > SIMS_PAGE_SIZE && (
          <Pagination
            {...pageIcons}
            className="sims-pagination"
            current={page}
            pageSize={SIMS_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  // The heading's actions stand there from the first frame (the shell's too), so nothing moves when the cards
  // arrive; a customer without cards finds them in the empty state's prompt instead.
  const knownEmpty = member || (data !== undefined && data.total === 0 && group === 'all');
  return (
    <section aria-labelledby="page-title" className="sims-page">
      <Flex wrap align="center" justify="space-between" gap="8px 16px">
        <Typography.Title id="page-title" level={1} className="page-title">
          {t('route.mySims')}
        </Typography.Title>
        {!knownEmpty && (
          <Flex wrap gap={8} component="span">
            {applyEsimButton}
            {addButton}
          </Flex>
        )}
      </Flex>
      {/* what the page holds, in the shell too: on a phone it is the largest text of the first frame, which the
          cards' names arriving later do not outgrow (decision 0029) */}
      <Typography.Paragraph type="secondary" className="sims-intro">
        {t(member ? 'sims.member.intro' : 'sims.intro')}
      </Typography.Paragraph>
      {/* how long the balance lasts at the daily fees of the cards in use (decision 0033) */}
      {!member && data && data.total > 0 && <RunwayNote className="sims-runway" />}
      {!member && data && data.total > 0 && <PauseSavingsLine className="sims-savings" />}
      {data && !knownEmpty && (
        <GroupsBar
          value={group}
          onChange={showGroup}
          selecting={selected !== null}
          onSelecting={(on) => setSelected(on ? [] : null)}
          manyCards={data.total > 1}
        />
      )}
      {selected && <SelectionBar cards={selected} onDone={() => setSelected(null)} />}
      {content}
      <BindCardDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
