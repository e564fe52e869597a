import type { AddOn } from '@simportal/contract/api/catalog';
import type { AutoAddOnRule, AutoAddOn as AutoAddOnState } from '@simportal/contract/api/usage';
import {
  AUTO_ADD_ON_MAX_PER_CYCLE,
  AUTO_ADD_ON_MAX_PER_DAY,
  AUTO_ADD_ON_THRESHOLDS,
  DEFAULT_AUTO_ADD_ON,
} from '@simportal/contract/auto-add-on';
import { textIn } from '@simportal/contract/text-in';
import { Alert, Button, Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { namesItsTraffic } from '../../../lib/catalogue-terms.ts';
import { formatData, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAutoAddOn, useSaveAutoAddOn } from '../api/usage-api.ts';
import { AlertChannelLine } from './alert-channel-line.tsx';

/**
 * A card's auto add-on on Traffic Detail, beside its data alerts (issue #58, decision 0071): when the data left
 * falls below a share, an add-on on sale is bought from the balance at the next usage update, within a cap a day
 * and a cap a cycle. Native selects keep antd's Select out of the page; the section is loaded after the page
 * (traffic-detail-page.tsx). A failed save is told by the http client's toast, and the form keeps what was typed.
 */
export function AutoAddOn({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const state = useAutoAddOn(cardId);
  const catalogue = useCatalogue();
  const failed = state.isError || catalogue.isError;

  return (
    <section className="usage-card usage-auto-add-on" aria-labelledby="usage-auto-add-on-title">
      <p id="usage-auto-add-on-title" className="usage-card-name">
        {t('usage.autoAddOn.title')}
      </p>
      {failed && <Alert type="error" showIcon title={t('usage.autoAddOn.loadFailed')} />}
      {!failed && (!state.data || !catalogue.data) && (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
      {state.data && catalogue.data && (
        <AutoAddOnForm
          // a new answer from the server starts the form again from it
          key={JSON.stringify(state.data.rule)}
          cardId={cardId}
          state={state.data}
          addOns={catalogue.data.addOns}
          currency={catalogue.data.currency}
        />
      )}
    </section>
  );
}

function AutoAddOnForm({
  cardId,
  state,
  addOns,
  currency,
}: {
  cardId: number;
  state: AutoAddOnState;
  addOns: AddOn[];
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const save = useSaveAutoAddOn(cardId);
  const [rule, setRule] = useState<AutoAddOnRule | null>(
    state.rule ?? (addOns[0] ? { addOnId: addOns[0].id, ...DEFAULT_AUTO_ADD_ON, enabled: false } : null),
  );
  // once a rule is on, how its notices reach the customer, and notifications offered on this device
  const [offer, setOffer] = useState(false);
  if (!rule) return <p className="usage-auto-add-on-empty">{t('usage.autoAddOn.noneOnSale')}</p>;

  const chosen = addOns.find((addOn) => addOn.id === rule.addOnId);
  const withdrawn = !chosen && state.addOn?.id === rule.addOnId ? state.addOn : null;
  const change = (part: Partial<AutoAddOnRule>) => setRule({ ...rule, ...part });
  const number = (value: string) => Number.parseInt(value, 10);
  const addOnText = (addOn: { name: AddOn['name']; trafficMb: number; priceMinor: number }) => {
    const name = textIn(addOn.name, locale);
    const traffic = formatData(addOn.trafficMb * 1024, locale);
    // a name that says its traffic is not followed by it again (issue #67)
    return t(
      namesItsTraffic(name, traffic) ? 'usage.autoAddOn.addOnOptionNamed' : 'usage.autoAddOn.addOnOption',
      {
        name,
        traffic,
        price: formatMoney(addOn.priceMinor, locale, currency),
      },
    );
  };
  const submit = (next: AutoAddOnRule | null, success: string) =>
    save.mutate(next, {
      onSuccess: () => {
        notifySuccess(success);
        setOffer(next?.enabled === true);
      },
    });

  return (
    <form
      className="usage-auto-add-on-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit(rule, 'usage.autoAddOn.saved');
      }}
    >
      <p id="usage-auto-add-on-hint">{t('usage.autoAddOn.hint')}</p>
      <Checkbox checked={rule.enabled} onChange={(event) => change({ enabled: event.target.checked })}>
        {t('usage.autoAddOn.enabled')}
      </Checkbox>
      {/* its terms once it is on: a phone shows the traffic below a checkbox, not below four selects */}
      {rule.enabled && (
        <>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.autoAddOn.addOn')}</span>
            <select
              value={rule.addOnId}
              onChange={(event) => change({ addOnId: number(event.target.value) })}
            >
              {withdrawn && (
                <option value={withdrawn.id} disabled>
                  {addOnText(withdrawn)}
                </option>
              )}
              {addOns.map((addOn) => (
                <option key={addOn.id} value={addOn.id}>
                  {addOnText(addOn)}
                </option>
              ))}
            </select>
          </label>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.autoAddOn.when')}</span>
            <select
              value={rule.whenLeftBelowPercent}
              onChange={(event) =>
                change({
                  whenLeftBelowPercent: number(event.target.value) as AutoAddOnRule['whenLeftBelowPercent'],
                })
              }
            >
              {AUTO_ADD_ON_THRESHOLDS.map((percent) => (
                <option key={percent} value={percent}>
                  {t(percent === 0 ? 'usage.autoAddOn.runsOut' : 'usage.autoAddOn.below', { percent })}
                </option>
              ))}
            </select>
          </label>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.autoAddOn.perDay')}</span>
            <select
              value={rule.maxPerDay}
              onChange={(event) => change({ maxPerDay: number(event.target.value) })}
            >
              {counts(AUTO_ADD_ON_MAX_PER_DAY).map((count) => (
                <option key={count} value={count}>
                  {t('usage.autoAddOn.times', { count })}
                </option>
              ))}
            </select>
          </label>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.autoAddOn.perCycle')}</span>
            <select
              value={rule.maxPerCycle}
              onChange={(event) => change({ maxPerCycle: number(event.target.value) })}
            >
              {counts(AUTO_ADD_ON_MAX_PER_CYCLE).map((count) => (
                <option key={count} value={count}>
                  {t('usage.autoAddOn.times', { count })}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {withdrawn && <Alert type="warning" showIcon title={t('usage.autoAddOn.withdrawn')} />}
      {chosen && rule.enabled && (
        <p className="usage-auto-add-on-summary">
          {t(rule.whenLeftBelowPercent === 0 ? 'usage.autoAddOn.summaryRunsOut' : 'usage.autoAddOn.summary', {
            addOn: addOnText(chosen),
            percent: rule.whenLeftBelowPercent,
            perDay: rule.maxPerDay,
            perCycle: rule.maxPerCycle,
          })}
        </p>
      )}
      {state.rule?.enabled && <AlertChannelLine alert="autoAddOn" offer={offer} />}
      {state.rule && (
        <p className="usage-auto-add-on-count">
          {t('usage.autoAddOn.bought', { today: state.boughtToday, cycle: state.boughtThisCycle })}
        </p>
      )}
      {(rule.enabled || state.rule) && (
        <div className="usage-auto-add-on-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!chosen}>
            {t('usage.autoAddOn.save')}
          </Button>
          {state.rule && (
            <Button disabled={save.isPending} onClick={() => submit(null, 'usage.autoAddOn.removed')}>
              {t('usage.autoAddOn.remove')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

/** 1 … max, the choices of a cap. */
const counts = (max: number) => Array.from({ length: max }, (_, i) => i + 1);
