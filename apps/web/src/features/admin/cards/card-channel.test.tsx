// @vitest-environment jsdom
import { DEMO_CHANNEL, ESIM_APPLICATION_CHANNEL } from '@simportal/contract/card-channels';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { serveApi } from '../../../test-support/api-server.ts';
import { consoleCard, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { CardItem } from './card-item.tsx';

// A card's type and channel on the Card List (issue #56): the portal's own channel names in the reader's
// language (the demo inventory's, an eSIM applied for on the site), an imported channel as written, and the
// type named as a type, never as a channel.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const facts = () => document.body.textContent ?? '';

describe("a card's type and channel", () => {
  it('says the demo channel and an eSIM application in Chinese, the type as 类型', async () => {
    signIn(0, { adminRole: 'viewer' });
    const words = adminZh.admin.cards;
    const first = await renderInApp(
      <CardItem card={consoleCard({ channelName: DEMO_CHANNEL })} onSet={() => {}} onReset={() => {}} />,
      { locale: 'zh-CN' },
    );
    expect(facts()).toContain(`${words.type}：${adminZh.admin.type.PHYSICAL}`);
    expect(facts()).toContain(`${words.channel}：${words.channels.demo}`);
    expect(facts()).not.toContain(DEMO_CHANNEL);
    first.unmount();

    await renderInApp(
      <CardItem
        card={consoleCard({ type: 'ESIM', channelName: ESIM_APPLICATION_CHANNEL })}
        onSet={() => {}}
        onReset={() => {}}
      />,
      { locale: 'zh-CN' },
    );
    expect(facts()).toContain(`${words.type}：eSIM`);
    expect(facts()).toContain(`${words.channel}：${words.channels.esimApplication}`);
    expect(facts()).not.toContain(`${words.channel}：eSIM`);
  });

  it("shows an imported card's channel as its import wrote it", async () => {
    signIn(0, { adminRole: 'viewer' });
    await renderInApp(
      <CardItem
        card={consoleCard({ channelName: 'Shenzhen batch 7' })}
        onSet={() => {}}
        onReset={() => {}}
      />,
    );
    expect(screen.getByText(`${adminEn.admin.cards.channel}: Shenzhen batch 7`)).toBeTruthy();
  });
});
