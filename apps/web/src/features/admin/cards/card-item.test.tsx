// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { serveApi } from '../../../test-support/api-server.ts';
import { consoleCard, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardItem } from './card-item.tsx';

// One card of the Card List on a phone: its number and status, who holds it (or that nobody does, or that its
// customer deleted it), its plan in the reader's language, its StarterPack terms, and the actions its state
// allows, each handing on this very card.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const words = adminEn.admin;
const JAPAN = { id: 2, name: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' } };

describe("a card's entry on a phone", () => {
  it('says a free card is not bound and hands it on to be set as StarterPack', async () => {
    signIn(0, { adminRole: 'owner' });
    const onSet = vi.fn();
    const card = consoleCard();
    await renderInApp(<CardItem card={card} onSet={onSet} onReset={() => {}} />);
    expect(screen.getByText('1000000007')).toBeTruthy();
    expect(screen.getByText(words.cards.noHolder)).toBeTruthy();
    expect(screen.getByText(`${words.cards.plan}: ${words.cards.noPlan}`)).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: words.starterPack.setOf.replace('{{number}}', '1000000007') }),
    );
    expect(onSet).toHaveBeenCalledWith(card);
  });

  it("names the holder's group and picks the card for a bulk action with its box", async () => {
    signIn(0, { adminRole: 'owner' });
    const onChange = vi.fn();
    const card = consoleCard({
      status: 'USING',
      holder: { id: 5, username: 'shop', email: 'ops@shop.test' },
      group: { id: 3, name: 'Routers' },
    });
    await renderInApp(
      <CardItem card={card} onSet={() => {}} onReset={() => {}} selection={{ checked: false, onChange }} />,
    );
    expect(
      screen.getByText(words.cards.groupOf.replace('{{name}}', 'Routers'), { exact: false }),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', { name: words.cards.selectOf.replace('{{number}}', '1000000007') }),
    );
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("names a StarterPack card's plan and days in Chinese, and hands it on to be reset", async () => {
    signIn(0, { adminRole: 'owner' });
    const onReset = vi.fn();
    const card = consoleCard({ isStarterPack: true, starterPackPlan: JAPAN, starterPackDays: 7 });
    await renderInApp(<CardItem card={card} onSet={() => {}} onReset={onReset} />, { locale: 'zh-CN' });
    const zh = adminZh.admin;
    expect(screen.getByText(`${zh.cards.starterPack}：日本 7 天`)).toBeTruthy();
    expect(screen.getByText(zh.cards.prepaidDays.replace('{{days}}', '7'))).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: zh.starterPack.resetOf.replace('{{number}}', '1000000007') }),
    );
    expect(onReset).toHaveBeenCalledWith(card);
  });

  it('names the holder of a bound card and offers its billing, and marks a deleted one', async () => {
    signIn(0, { adminRole: 'owner' });
    const bound = consoleCard({
      status: 'USING',
      holder: { id: 8, username: 'alice', email: 'alice@example.com' },
      currentPlan: JAPAN,
    });
    const first = await renderInApp(<CardItem card={bound} onSet={() => {}} onReset={() => {}} />);
    expect(screen.getByText('alice')).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText(`${words.cards.plan}: Japan 7 Days`)).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      words.cards.stopBillingOf.replace('{{number}}', '1000000007'),
      words.cards.takeBackOf.replace('{{number}}', '1000000007'),
      words.cards.connectionOf.replace('{{number}}', '1000000007'),
    ]);
    first.unmount();

    await renderInApp(
      <CardItem
        card={consoleCard({ deletedAt: '2026-11-10T08:00:00.000Z' })}
        onSet={() => {}}
        onReset={() => {}}
      />,
    );
    expect(screen.getByText(words.cards.deletedTag)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: words.cards.releaseOf.replace('{{number}}', '1000000007') }),
    ).toBeTruthy();
    expect(screen.queryByText(words.cards.bindLocked)).toBeNull();
  });

  it('marks a card locked for binding and says until when, in Chinese, with the lift beside it (issue #56)', async () => {
    signIn(0, { adminRole: 'support' });
    const card = consoleCard({ bindLockedUntil: '2026-11-20T09:00:00.000Z' });
    await renderInApp(<CardItem card={card} onSet={() => {}} onReset={() => {}} />, { locale: 'zh-CN' });
    const zh = adminZh.admin;
    const tag = screen.getByText(zh.cards.bindLocked);
    const [before, after] = zh.cards.bindLockedUntil.split('{{until}}');
    expect(tag.textContent).toContain(before);
    expect(tag.textContent).toContain(after);
    expect(tag.textContent).toMatch(/2026/);
    expect(
      screen.getByRole('button', { name: zh.cards.unlockOf.replace('{{number}}', '1000000007') }),
    ).toBeTruthy();
  });
});
