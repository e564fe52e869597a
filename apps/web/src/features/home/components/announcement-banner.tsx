import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameLinks } from './real-name-links.tsx';

/**
 * The scrolling announcement (spec §1): travel to Hong Kong or Macao needs real-name verification. The
 * sentence scrolls like a marquee; it stops while hovered or focused, on the pause button, and never moves for
 * users who ask for reduced motion (CSS). The links stay still under it so they can be clicked. A note, not
 * an alert: it is read in place rather than interrupting on every visit.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  return (
    <section className="announcement" aria-label={t('home.announcement.label')}>
      <Alert
        banner
        role="note"
        type="warning"
        showIcon
        title={
          <p className="marquee" data-paused={paused}>
            <span className="marquee-text">{t('home.announcement.text')}</span>
          </p>
        }
        description={
          <div className="announcement-actions">
            <RealNameLinks />
            <Button
              size="small"
              className="marquee-toggle"
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              {t('home.announcement.pause')}
            </Button>
          </div>
        }
      />
    </section>
  );
}
