import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameLinks } from './real-name-links.tsx';

/**
 * The scrolling announcement (spec §1): travel to Hong Kong or Macao needs real-name verification. The
 * sentence scrolls like a ticker; it stops while hovered or focused, on the pause button, and never moves for
 * users who ask for reduced motion (CSS). The links stay still under it so they can be clicked. A note, not
 * an alert: it is read in place rather than interrupting on every visit.
 *
 * The sentence is written twice, the second copy hidden from assistive technology, so that the line moving by
 * half its length loops without a gap. It starts where it is read, at the line's start, and stands still for its
 * first seconds while the page loads (decision 0059).
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
            <span className="marquee-text">
              <span>{t('home.announcement.text')}</span>
              <span aria-hidden="true">{t('home.announcement.text')}</span>
            </span>
          </p>
        }
        description={
          <Flex wrap align="center" gap="8px 16px">
            <RealNameLinks />
            <Button
              size="small"
              className="marquee-toggle"
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              {t('home.announcement.pause')}
            </Button>
          </Flex>
        }
      />
    </section>
  );
}
