// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';

// The home page's scrolling announcement: its pause button stops the sentence and says it is pressed, a second
// press starts it again; the official real-name pages open in a new tab and say so.

describe('the announcement', () => {
  it('pauses and resumes the scrolling sentence, in Chinese', async () => {
    await renderInApp(<AnnouncementBanner />, { locale: 'zh-CN' });
    const words = shopZh.home.announcement;
    const note = screen.getByRole('region', { name: words.label });
    const marquee = note.querySelector('.marquee')!;
    const pause = screen.getByRole('button', { name: words.pause });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    expect(marquee.getAttribute('data-paused')).toBe('false');
    await userEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(marquee.getAttribute('data-paused')).toBe('true');
    await userEvent.click(pause);
    expect(marquee.getAttribute('data-paused')).toBe('false');
    // written twice for the ticker's loop, read once: the copy is hidden from assistive technology
    const copies = [...marquee.querySelectorAll('.marquee-text > span')];
    expect(copies.map((copy) => copy.textContent)).toEqual([words.text, words.text]);
    expect(copies.map((copy) => copy.getAttribute('aria-hidden'))).toEqual([null, 'true']);

    const hongKong = screen.getByRole('link', {
      name: (name) => name.startsWith(words.hongKong) && name.endsWith(words.newTab),
    });
    expect(hongKong.getAttribute('target')).toBe('_blank');
    expect(hongKong.getAttribute('rel')).toContain('noopener');
  });
});
