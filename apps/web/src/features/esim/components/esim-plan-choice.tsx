import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { localized, planPriceText } from '../../../lib/catalogue-terms.ts';
import { currentLocale } from '../../../lib/i18n.ts';

/** The address's plan (`?plan=3`): a plan page's "new eSIM" link opens the purchase with it chosen. */
export const ESIM_PLAN_PARAM = 'plan';

const planIdOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const useEsimPlan = (): [number | null, (planId: number | null) => void] => {
  const [params, setParams] = useSearchParams();
  const planId = planIdOf(params.get(ESIM_PLAN_PARAM));
  const setPlan = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(ESIM_PLAN_PARAM, String(next));
        else updated.delete(ESIM_PLAN_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [planId, setPlan];
};

/** "Later" is the select's value for an eSIM bought without a plan (a select option needs a value). */
const LATER = 0;

/**
 * The basic plan bought with the new eSIM: any plan on sale, or none (the card waits, Not Active, for one).
 * Each option says the plan's price, so the choice is made here rather than on another page.
 */
export function EsimPlanChoice({
  planId,
  onChange,
}: {
  planId: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const locale = currentLocale();
  const data = catalogue.data;
  const options = [
    { value: LATER, label: t('esim.apply.planLater') },
    ...(data?.plans ?? []).map((plan) => ({
      value: plan.id,
      label: `${localized(plan.name, locale)} · ${planPriceText(plan, data!.currency, locale, t)}`,
    })),
  ];
  return (
    <div className="esim-plan-choice">
      <label htmlFor="esim-plan">{t('esim.apply.plan')}</label>
      <Select<number>
        id="esim-plan"
        className="esim-plan-select"
        loading={catalogue.isPending}
        value={planId ?? LATER}
        options={options}
        onChange={(value) => onChange(value === LATER ? null : value)}
        popupMatchSelectWidth
      />
      <p className="esim-plan-hint">
        {t(planId === null ? 'esim.apply.planLaterHint' : 'esim.apply.planHint')}
      </p>
    </div>
  );
}
