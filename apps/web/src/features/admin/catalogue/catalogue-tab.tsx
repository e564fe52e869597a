import type { AdminAddOn, AdminPlan } from '@simportal/contract/api/catalog-admin';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { Button, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverageSummary } from '../../../components/coverage-summary.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { planPriceText, planRuleSentence, trafficWithMbText } from '../../../lib/catalogue-terms.ts';
import { formatDay } from '../../../lib/format.ts';
import { type CatalogueKind, useAdminCatalogue, useSetOnSale } from '../api/catalogue-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';
import { AddOnFormDrawer } from './add-on-form-drawer.tsx';
import { LifelineSettings } from './lifeline-settings.tsx';
import { PlanFormDrawer } from './plan-form-drawer.tsx';

type Editing = { kind: 'plans'; item: AdminPlan | null } | { kind: 'add-ons'; item: AdminAddOn | null };

/** One plan or add-on: name and state, what it costs and gives, where it works, its versions, its actions. */
function Entry({
  item,
  terms,
  facts,
  actions,
}: {
  item: AdminPlan | AdminAddOn;
  terms: string[];
  facts: string[];
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useAdminFormat();
  return (
    <Flex vertical gap={6} component="li" className="catalogue-entry">
      <Flex wrap align="center" justify="space-between" gap="4px 8px">
        <strong>{item.name[locale]}</strong>
        <Tag className={item.onSale ? 'catalogue-on-sale' : 'catalogue-retired'}>
          {t(item.onSale ? 'admin.catalogue.onSale' : 'admin.catalogue.retired')}
        </Tag>
      </Flex>
      {terms.map((line) => (
        <p key={line} className="catalogue-entry-terms">
          {line}
        </p>
      ))}
      <CoverageSummary coverage={item.coverage} />
      <p className="catalogue-entry-facts">{facts.join(' · ')}</p>
      <Flex wrap gap={8} className="catalogue-entry-actions">
        {actions}
      </Flex>
    </Flex>
  );
}

/**
 * Admin Management › Catalogue: every basic plan and add-on, on sale or retired, with what it costs, where it
 * works and its versions; create, edit, retire and put back on sale (decision 0026).
 */
export function CatalogueTab() {
  const { t } = useTranslation();
  const { locale, money } = useAdminFormat();
  const query = useAdminCatalogue();
  const sale = useSetOnSale();
  const { succeeded, failed } = useOutcome();
  const [editing, setEditing] = useState<Editing | null>(null);
  // the catalogue is an owner's to change (issue #34); the other roles read it
  const mayEdit = useAdminMay('manage');

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />;
  const { currency, businessDay, plans, addOns } = query.data;
  const tomorrow = addDaysToIsoDate(businessDay, 1);
  // the drawer shows the list's copy, so a reload after a conflict reaches the open form
  const editedPlan =
    editing?.kind === 'plans' && editing.item ? plans.find((p) => p.id === editing.item?.id) : null;
  const editedAddOn =
    editing?.kind === 'add-ons' && editing.item ? addOns.find((a) => a.id === editing.item?.id) : null;

  const saleButton = (kind: CatalogueKind, item: AdminPlan | AdminAddOn, cards: number | null) => {
    const name = item.name[locale];
    const change = () =>
      sale.mutate(
        { kind, id: item.id, onSale: !item.onSale, revision: item.revision },
        {
          onSuccess: () =>
            succeeded(item.onSale ? 'catalogue_retire_success' : 'catalogue_put_on_sale_success'),
          onError: (error) =>
            failed(item.onSale ? 'catalogue_retire_failed' : 'catalogue_put_on_sale_failed', error),
        },
      );
    const pending = sale.isPending && sale.variables?.id === item.id && sale.variables.kind === kind;
    if (!item.onSale)
      return (
        <Button size="small" loading={pending} onClick={change}>
          {t('admin.catalogue.putOnSale')}
        </Button>
      );
    return (
      <Popconfirm
        icon={STATUS_ICONS.warning}
        title={t('admin.catalogue.retireTitle', { name })}
        description={
          cards === null
            ? t('admin.catalogue.retireAddOnText')
            : t('admin.catalogue.retireText', { count: cards })
        }
        okText={t('admin.catalogue.retire')}
        cancelText={t('admin.common.cancel')}
        onConfirm={change}
      >
        <Button size="small" danger loading={pending}>
          {t('admin.catalogue.retire')}
        </Button>
      </Popconfirm>
    );
  };

  const versionFacts = (item: AdminPlan | AdminAddOn, effectiveFrom?: string) => {
    const facts = [t('admin.catalogue.version', { version: item.current.version })];
    if (item.versions.length > 1) {
      const previous = item.versions.at(-2)!;
      facts.push(
        t('admin.catalogue.priceChange', {
          from: money(previous.priceMinor, currency),
          to: money(item.current.priceMinor, currency),
        }),
      );
      if (effectiveFrom && effectiveFrom > businessDay)
        facts.push(t('admin.catalogue.cardsFrom', { day: formatDay(effectiveFrom, locale) }));
    }
    return facts;
  };

  const section = (kind: CatalogueKind, title: string, count: number, add: string, list: ReactNode) => (
    <section aria-labelledby={`catalogue-${kind}`} className="catalogue-section">
      <Flex wrap align="center" justify="space-between" gap={8} className="catalogue-section-head">
        <h2 id={`catalogue-${kind}`}>{title}</h2>
        {mayEdit && (
          <Button type="primary" onClick={() => setEditing({ kind, item: null } as Editing)}>
            {add}
          </Button>
        )}
      </Flex>
      {count === 0 ? (
        <SmallEmpty description={t('admin.catalogue.empty')} />
      ) : (
        <ul className="catalogue-entries">{list}</ul>
      )}
    </section>
  );

  return (
    <div className="catalogue-admin">
      <p className="catalogue-admin-intro">{t('admin.catalogue.intro')}</p>
      {section(
        'plans',
        t('admin.catalogue.plans'),
        plans.length,
        t('admin.catalogue.newPlan'),
        plans.map((plan) => (
          <Entry
            key={plan.id}
            item={plan}
            terms={[
              planPriceText(plan.current, currency, locale, t),
              planRuleSentence(plan.current, locale, t),
            ]}
            facts={[
              ...versionFacts(plan, plan.current.effectiveFrom),
              t('admin.catalogue.cards', { count: plan.cardCount }),
            ]}
            actions={
              mayEdit && (
                <>
                  <Button size="small" onClick={() => setEditing({ kind: 'plans', item: plan })}>
                    {t('admin.catalogue.edit')}
                  </Button>
                  {saleButton('plans', plan, plan.cardCount)}
                </>
              )
            }
          />
        )),
      )}
      {section(
        'add-ons',
        t('admin.catalogue.addOns'),
        addOns.length,
        t('admin.catalogue.newAddOn'),
        addOns.map((addOn) => (
          <Entry
            key={addOn.id}
            item={addOn}
            terms={[
              t('admin.catalogue.addOnTerms', {
                price: money(addOn.current.priceMinor, currency),
                traffic: trafficWithMbText(addOn.current.trafficMb, locale, t),
              }),
            ]}
            facts={versionFacts(addOn)}
            actions={
              mayEdit && (
                <>
                  <Button size="small" onClick={() => setEditing({ kind: 'add-ons', item: addOn })}>
                    {t('admin.catalogue.edit')}
                  </Button>
                  {saleButton('add-ons', addOn, null)}
                </>
              )
            }
          />
        )),
      )}
      <LifelineSettings />
      <PlanFormDrawer
        open={editing?.kind === 'plans'}
        plan={editedPlan ?? null}
        tomorrow={tomorrow}
        onClose={() => setEditing(null)}
      />
      <AddOnFormDrawer
        open={editing?.kind === 'add-ons'}
        addOn={editedAddOn ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
