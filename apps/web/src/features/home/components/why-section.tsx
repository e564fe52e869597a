import { useTranslation } from 'react-i18next';

/** What the product is, where it works and why pay-as-you-go: each point a heading and a sentence. */
const POINTS = ['what', 'where', 'daily', 'stop', 'balance'] as const;

export function WhySection() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="home-why">
      <h2 id="home-why">{t('home.why.title')}</h2>
      <ul className="home-points">
        {POINTS.map((point) => (
          <li key={point} className="home-point">
            <h3>{t(`home.why.${point}Title`)}</h3>
            <p>{t(`home.why.${point}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
