import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { DestinationSearch } from './destination-search.tsx';

/**
 * The page's h1, the destination search, and two ways on: the plans, and an account (or the cards, once logged
 * in).
 */
export function HomeHero() {
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  return (
    <div className="home-hero">
      <h1 id="page-title" className="home-hero-title">
        {t('home.hero.title')}
      </h1>
      <p className="home-hero-lead">{t('home.hero.lead')}</p>
      <DestinationSearch />
      <div className="home-hero-actions">
        <Link className="home-cta home-cta-primary" to="/plan">
          {t('home.hero.seePlans')}
        </Link>
        {loggedIn ? (
          <Link className="home-cta" to="/mySims">
            {t('route.mySims')}
          </Link>
        ) : (
          <Link className="home-cta" to="/register">
            {t('home.hero.register')}
          </Link>
        )}
      </div>
    </div>
  );
}
