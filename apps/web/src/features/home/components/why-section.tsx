import { useTranslation } from 'react-i18next';
import { useDeferredCatalogue } from '../../../lib/catalogue-query.ts';

/** What the product is, where it works and why pay-as-you-go: each point a heading and a sentence. */
const POINTS = ['what', 'where', 'daily', 'stop', 'balance'] as const;

export function WhySection() {
  const { t } = useTranslation();
  const plans = useDeferredCatalogue().data?.plans ?? [];
  // counted from the catalogue; before it arrives (and in the prerendered page) the text names no number
  const destinations = new Set(plans.flatMap((plan) => plan.coverage)).size;
  const text = (point: (typeof POINTS)[number]) =>
    point === 'where' && destinations > 0
      ? t('home.why.whereTextCount', { count: destinations })
      : t(`home.why.${point}Text`);
  return (
    <section className="home-section" aria-labelledby="home-why">
      <h2 id="home-why">{t('home.why.title')}</h2>
      <ul className="home-points">
        {POINTS.map((point) => (
          <li key={point} className="home-point">
            <h3>{t(`home.why.${point}Title`)}</h3>
            <p>{text(point)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
