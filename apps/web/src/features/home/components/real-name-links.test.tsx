// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import shopEn from '../../../locales/en/shop.json' with { type: 'json' };
import shopZh from '../../../locales/zh-CN/shop.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { RealNameLinks } from './real-name-links.tsx';

// The regulators' own real-name pages for Hong Kong and Macao, each opening in a new tab and saying so, and
// giving the page it opens no hold on this one. (The names are read from the text: jsdom's name computation drops
// the space before the hidden "opens in a new tab".)

describe('the real-name links', () => {
  it("open the regulators' pages in a new tab and say so", async () => {
    await renderInApp(<RealNameLinks />);
    const words = shopEn.home.announcement;
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${words.hongKong} ${words.newTab}`,
      `${words.macao} ${words.newTab}`,
    ]);
    expect(links[0]!.getAttribute('href')).toBe('https://www.ofca.gov.hk/en/consumer_focus/rrsps/');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('name them in Chinese', async () => {
    await renderInApp(<RealNameLinks />, { locale: 'zh-CN' });
    const words = shopZh.home.announcement;
    const [, macao] = screen.getAllByRole('link');
    expect(macao!.textContent).toBe(`${words.macao} ${words.newTab}`);
    expect(macao!.getAttribute('href')).toContain('telecommunications.ctt.gov.mo');
  });
});
