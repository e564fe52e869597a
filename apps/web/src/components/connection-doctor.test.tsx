// @vitest-environment jsdom
import {
  type ConnectionReport,
  DOCTOR_FINDINGS,
  type DoctorFinding,
  type NetworkEvent,
} from '@simportal/contract/api/network';
import type { Locale } from '@simportal/contract/locales';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import simsEn from '../locales/en/sims.json' with { type: 'json' };
import simsZh from '../locales/zh-CN/sims.json' with { type: 'json' };
import { authStore } from '../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../test-support/api-server.ts';
import { signIn } from '../test-support/fixtures.ts';
import { renderInApp } from '../test-support/render.tsx';
import { ConnectionDoctor } from './connection-doctor.tsx';

// "Not connecting?" (issue #69): each of the ten findings worded in English and in Chinese, its one fix and its
// action where the portal has one; the events in plain words with the screen's country and network names; the
// empty, failed and read-only (console) states.

serveApi();

const WORDS = { en: simsEn.sims.doctor, 'zh-CN': simsZh.sims.doctor } as const;

const event = (overrides: Partial<NetworkEvent> = {}): NetworkEvent => ({
  kind: 'attach_accepted',
  at: '2026-11-30T08:15:00.000Z',
  networkName: 'Simulator',
  country: 'JP',
  cause: null,
  ...overrides,
});

const serveReport = (report: Partial<ConnectionReport>, path = '/api/sims/7/connection') =>
  apiServer.use(
    http.get(path, () =>
      ok({ cardId: 7, network: 'simulator', finding: 'connected', basedOn: null, events: [], ...report }),
    ),
  );

/** Where each finding's action leads, when it has one on My SIMs. */
const ACTIONS: Partial<Record<DoctorFinding, string | 'plan'>> = {
  card_suspended_credit: '/recharge',
  card_lifeline: '/recharge',
  card_paused: 'plan',
  card_not_active: 'plan',
  profile_not_installed: '/mySims/7/esim',
};

const cases = (['en', 'zh-CN'] as const).flatMap((locale) =>
  DOCTOR_FINDINGS.map((finding) => [locale, finding] as [Locale & keyof typeof WORDS, DoctorFinding]),
);

describe('the connection doctor', () => {
  it.each(cases)('words %s › %s as a sentence, its fix and its action', async (locale, finding) => {
    const words = WORDS[locale].finding[finding] as { title: string; fix: string; action?: string };
    serveReport({ finding, events: [event()] });
    const onOrderPlan = vi.fn();
    await renderInApp(<ConnectionDoctor cardId={7} source="customer" onOrderPlan={onOrderPlan} />, {
      locale,
    });
    expect(await screen.findByText(words.title)).toBeTruthy();
    expect(screen.getByText(words.fix)).toBeTruthy();
    const action = ACTIONS[finding];
    expect(Boolean(words.action)).toBe(action !== undefined);
    if (action === 'plan') {
      await userEvent.click(screen.getByRole('button', { name: words.action }));
      expect(onOrderPlan).toHaveBeenCalledOnce();
    } else if (action) {
      expect(screen.getByRole('link', { name: words.action }).getAttribute('href')).toBe(action);
    }
    // a text key left untranslated would show as itself
    expect(document.body.textContent).not.toMatch(/sims\.doctor\./);
  });

  it('shows the events in the screen language: the simulator as 模拟网络, Japan as 日本', async () => {
    serveReport({
      finding: 'wrong_apn',
      events: [
        event({ kind: 'session_failed', cause: 'wrong_apn' }),
        event({ at: '2026-11-30T08:14:00.000Z' }),
      ],
    });
    await renderInApp(<ConnectionDoctor cardId={7} source="customer" />, { locale: 'zh-CN' });
    const zh = WORDS['zh-CN'];
    expect(await screen.findByText(`${zh.event.session_failed}：${zh.cause.wrong_apn}`)).toBeTruthy();
    expect(screen.getByText(zh.event.attach_accepted)).toBeTruthy();
    expect(screen.getAllByText(/模拟网络，日本/)).toHaveLength(2);
    expect(document.body.textContent).not.toContain('Simulator');
  });

  it('says when the network has not seen the card yet', async () => {
    serveReport({ finding: 'no_signal', events: [] });
    await renderInApp(<ConnectionDoctor cardId={7} source="customer" />);
    expect(await screen.findByText(WORDS.en.events.none)).toBeTruthy();
  });

  it('says what failed and loads again on retry', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/sims/7/connection', () => {
        calls += 1;
        return calls === 1
          ? failure(500, 50000, 'internal_error')
          : ok({ cardId: 7, network: 'simulator', finding: 'connected', basedOn: null, events: [] });
      }),
    );
    await renderInApp(<ConnectionDoctor cardId={7} source="customer" />);
    expect(await screen.findByText(WORDS.en.loadFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(WORDS.en.finding.connected.title)).toBeTruthy();
  });

  it('reads the console route and offers no action there, saying what the customer can do', async () => {
    serveReport({ finding: 'card_suspended_credit' }, '/api/admin/cards/7/connection');
    await renderInApp(<ConnectionDoctor cardId={7} source="console" />);
    expect(await screen.findByText(WORDS.en.finding.card_suspended_credit.title)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText(`What the customer can do: ${WORDS.en.finding.card_suspended_credit.fix}`),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: WORDS.en.finding.card_suspended_credit.action })).toBeNull();
  });

  it("tells a member to ask the owner for a fix that spends the owner's money, and still offers the eSIM page", async () => {
    signIn(0, { member: true });
    try {
      serveReport({ finding: 'card_suspended_credit' });
      const { unmount } = await renderInApp(<ConnectionDoctor cardId={7} source="customer" />, {
        locale: 'zh-CN',
      });
      const zh = WORDS['zh-CN'];
      expect(
        await screen.findByText(zh.ownerFix.replace('{{fix}}', zh.finding.card_suspended_credit.fix)),
      ).toBeTruthy();
      expect(screen.queryByRole('link', { name: zh.finding.card_suspended_credit.action })).toBeNull();
      unmount();
      serveReport({ finding: 'profile_not_installed' });
      await renderInApp(<ConnectionDoctor cardId={7} source="customer" />, { locale: 'zh-CN' });
      expect(
        (await screen.findByRole('link', { name: zh.finding.profile_not_installed.action })).getAttribute(
          'href',
        ),
      ).toBe('/mySims/7/esim');
    } finally {
      authStore.getState().clearAuth();
    }
  });
});
