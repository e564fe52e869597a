import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogueEmpty, CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { useDeferredCatalogue } from '../../../lib/catalogue-query.ts';
import { formatTraffic, localized, planPriceText, planRuleSentence } from '../../../lib/catalogue-terms.ts';
import { currencyName, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { asTheNetworkRestricts, useThrottleEffect } from '../../../lib/network-rule.ts';

/** The price guide (spec §1): every basic plan and add-on on sale, live from the catalogue, in short. */
export function PriceGuide() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { query: catalogue, data } = useDeferredCatalogue();
  const throttle = useThrottleEffect();
  return (
    <section className="home-section" aria-labelledby="home-prices">
      <h2 id="home-prices">{t('home.prices.title')}</h2>
      {!data ? (
        <CatalogueLoadState query={catalogue} rows={5} />
      ) : (
        <>
          <p>{t('home.prices.lead', { currency: currencyName(data.currency, locale) })}</p>
          <div className="price-columns">
            <div>
              <h3>{t('home.prices.plansTitle')}</h3>
              {data.plans.length === 0 ? (
                <CatalogueEmpty text={t('shop.status.emptyPlans')} />
              ) : (
                <ul className="price-list">
                  {data.plans.map((plan) => (
                    <li key={plan.id}>
                      <span className="price-name">{localized(plan.name, locale)}</span>
                      <span className="price-amount">{planPriceText(plan, data.currency, locale, t)}</span>
                      <span className="price-detail">
                        {planRuleSentence(asTheNetworkRestricts(plan, throttle), locale, t)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link to="/plan">{t('home.prices.allPlans')}</Link>
            </div>
            <div>
              <h3>{t('home.prices.addOnsTitle')}</h3>
              {data.addOns.length === 0 ? (
                <CatalogueEmpty text={t('shop.status.emptyAddOns')} />
              ) : (
                <ul className="price-list">
                  {data.addOns.map((addOn) => (
                    <li key={addOn.id}>
                      <span className="price-name">{localized(addOn.name, locale)}</span>
                      <span className="price-amount">
                        {formatMoney(addOn.priceMinor, locale, data.currency)}
                      </span>
                      <span className="price-detail">
                        {t('home.prices.addOnLine', {
                          traffic: formatTraffic(addOn.trafficMb, locale),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link to="/addOn">{t('home.prices.allAddOns')}</Link>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
