import type { CardCapsRule, CardCaps as CardCapsState } from '@simportal/contract/api/usage';
import {
  CAP_ACTIONS,
  CAP_WARNING_PERCENT,
  type CapAction,
  DATA_CAP_MAX_MB,
  MONEY_CAP_MAX_MINOR,
} from '@simportal/contract/card-caps';
import { minorToMajorString, parseMajorToMinor } from '@simportal/contract/money';
import { Alert, Button, Checkbox, Select, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { currencyName, formatData, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCardCaps, useSaveCardCaps } from '../api/usage-api.ts';
import { AlertChannelLine } from './alert-channel-line.tsx';

/**
 * A card's daily caps on Traffic Detail, beside its data alerts and auto add-on (issue #59, decision 0074): data
 * per day and money per day (the daily fee and the add-ons of the day), each slowing or stopping the card until
 * tomorrow once reached, with a warning at 80 %. Today's use and spend against them, and a hold in force, are said
 * above the form. A failed save is told by the http client's toast; the form keeps what was typed.
 */
export function DailyCaps({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const state = useCardCaps(cardId);
  const catalogue = useCatalogue();
  const failed = state.isError || catalogue.isError;

  return (
    <section className="usage-card usage-caps" aria-labelledby="usage-caps-title">
      <p id="usage-caps-title" className="usage-card-name">
        {t('usage.caps.title')}
      </p>
      {failed && <Alert type="error" showIcon title={t('usage.caps.loadFailed')} />}
      {!failed && (!state.data || !catalogue.data) && (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
      {state.data && catalogue.data && (
        <DailyCapsForm
          // a new answer from the server starts the form again from it
          key={JSON.stringify(state.data.caps)}
          cardId={cardId}
          state={state.data}
          currency={catalogue.data.currency}
        />
      )}
    </section>
  );
}

/** What the form holds: the fields as typed, so a half-typed amount is never turned into another one. */
interface CapsDraft {
  dataOn: boolean;
  dataMb: string;
  dataAction: CapAction;
  moneyOn: boolean;
  money: string;
  moneyAction: CapAction;
}

const draftOf = (caps: CardCapsRule | null): CapsDraft => ({
  dataOn: caps?.dataMbPerDay != null,
  dataMb: String(caps?.dataMbPerDay ?? 500),
  dataAction: caps?.dataAction ?? 'SLOW',
  moneyOn: caps?.moneyMinorPerDay != null,
  money: minorToMajorString(caps?.moneyMinorPerDay ?? 500),
  moneyAction: caps?.moneyAction ?? 'STOP',
});

/** The caps a draft asks for; null when a cap that is on holds no valid amount, or when none is on. */
const ruleOf = (draft: CapsDraft): CardCapsRule | null => {
  const mb = /^\d+$/.test(draft.dataMb.trim()) ? Number(draft.dataMb) : null;
  const minor = parseMajorToMinor(draft.money);
  if (draft.dataOn && (mb === null || mb < 1 || mb > DATA_CAP_MAX_MB)) return null;
  if (draft.moneyOn && (minor === null || minor < 1 || minor > MONEY_CAP_MAX_MINOR)) return null;
  if (!draft.dataOn && !draft.moneyOn) return null;
  return {
    dataMbPerDay: draft.dataOn ? mb : null,
    dataAction: draft.dataAction,
    moneyMinorPerDay: draft.moneyOn ? minor : null,
    moneyAction: draft.moneyAction,
  };
};

function DailyCapsForm({
  cardId,
  state,
  currency,
}: {
  cardId: number;
  state: CardCapsState;
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const save = useSaveCardCaps(cardId);
  const [draft, setDraft] = useState(() => draftOf(state.caps));
  const change = (part: Partial<CapsDraft>) => setDraft({ ...draft, ...part });
  const rule = ruleOf(draft);
  // a cap set below today's use holds the card in the same request (decision 0074): the toast says so; once
  // caps are set, how their warnings reach the customer, and notifications offered on this device
  const [offer, setOffer] = useState(false);
  const submit = (next: CardCapsRule | null, success: string) =>
    save.mutate(next, {
      onSuccess: (saved) => {
        const held = next && !state.today.restriction ? saved.today.restriction : null;
        notifySuccess(held ? `usage.caps.savedHeld.${held}` : success);
        setOffer(next !== null);
      },
    });
  const { today } = state;
  const ids = useId();

  // antd's Select, as the other controls of the form: its label names it through the id on its input
  const actionSelect = (id: string, value: CapAction, onChange: (action: CapAction) => void) => (
    <div className="usage-caps-action">
      <label htmlFor={id}>{t('usage.caps.whenReached')}</label>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={CAP_ACTIONS.map((action) => ({ value: action, label: t(`usage.caps.action.${action}`) }))}
      />
    </div>
  );

  return (
    <form
      className="usage-auto-add-on-form usage-caps-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (rule) submit(rule, 'usage.caps.saved');
      }}
    >
      <p id="usage-caps-hint">{t('usage.caps.hint', { percent: CAP_WARNING_PERCENT })}</p>
      {state.caps && <AlertChannelLine alert="caps" offer={offer} />}
      <p className="usage-auto-add-on-count">
        {t('usage.caps.today', {
          used: formatData(today.usedKb, locale),
          spent: formatMoney(today.spentMinor, locale, currency),
        })}
      </p>
      {today.restriction && (
        <Alert type="warning" showIcon title={t(`usage.caps.restriction.${today.restriction}`)} />
      )}
      {/* over the data cap with no hold yet: an import was under way when it was set; the server holds the card
          once that import is recorded (cap-apply.ts) */}
      {today.restriction === null &&
        state.caps?.dataMbPerDay != null &&
        today.usedKb >= state.caps.dataMbPerDay * 1024 && (
          <Alert type="warning" showIcon title={t('usage.caps.overPending')} />
        )}
      {/* spending is allowed up to the cap: past it, add-ons are refused until tomorrow (the card keeps its data) */}
      {today.restriction === null &&
        state.caps?.moneyMinorPerDay != null &&
        today.spentMinor >= state.caps.moneyMinorPerDay && (
          <Alert type="info" showIcon title={t('usage.caps.moneyOver')} />
        )}

      <Checkbox checked={draft.dataOn} onChange={(event) => change({ dataOn: event.target.checked })}>
        {t('usage.caps.dataOn')}
      </Checkbox>
      {draft.dataOn && (
        <>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.caps.dataMb')}</span>
            <input
              inputMode="numeric"
              value={draft.dataMb}
              onChange={(event) => change({ dataMb: event.target.value })}
            />
          </label>
          {actionSelect(`${ids}-data`, draft.dataAction, (dataAction) => change({ dataAction }))}
        </>
      )}

      <Checkbox checked={draft.moneyOn} onChange={(event) => change({ moneyOn: event.target.checked })}>
        {t('usage.caps.moneyOn')}
      </Checkbox>
      {draft.moneyOn && (
        <>
          <label className="usage-auto-add-on-field">
            <span>{t('usage.caps.money', { currency: currencyName(currency, locale) })}</span>
            <input
              inputMode="decimal"
              value={draft.money}
              onChange={(event) => change({ money: event.target.value })}
            />
          </label>
          {actionSelect(`${ids}-money`, draft.moneyAction, (moneyAction) => change({ moneyAction }))}
        </>
      )}

      {(draft.dataOn || draft.moneyOn) && !rule && (
        <Alert type="error" showIcon title={t('usage.caps.invalid')} />
      )}
      {(draft.dataOn || draft.moneyOn || state.caps) && (
        <div className="usage-auto-add-on-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!rule}>
            {t('usage.caps.save')}
          </Button>
          {state.caps && (
            <Button disabled={save.isPending} onClick={() => submit(null, 'usage.caps.removed')}>
              {t('usage.caps.remove')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
