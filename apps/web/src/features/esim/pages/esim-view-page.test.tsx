// @vitest-environment jsdom
import type { EsimActivation } from '@simportal/contract/api/esim';
import { ERRORS } from '@simportal/contract/errors';
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import esimEn from '../../../locales/en/esim.json' with { type: 'json' };
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import esimZh from '../../../locales/zh-CN/esim.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { EsimViewPage } from './esim-view-page.tsx';

// Installing an eSIM (/mySims/:id/esim): the card's own activation, each field of the manual entry copied as it
// is, Apple's one-tap link, the way to a plan while the card is not active; another customer's card is not
// found; a card without a profile says so, translated, with no retry.

const activation = (overrides: Partial<EsimActivation> = {}): EsimActivation => ({
  cardId: 21,
  cardNumber: '1000000021',
  status: 'NOT_ACTIVE',
  iccid: '89860000000000000217',
  smDpAddress: 'rsp.example.com',
  matchingId: 'MATCH-1234',
  smDpOid: null,
  confirmationCodeRequired: false,
  activationCode: 'LPA:1$rsp.example.com$MATCH-1234',
  appleInstallUrl:
    'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$rsp.example.com$MATCH-1234',
  ...overrides,
});

const asked: string[] = [];
serveApi(
  http.get('/api/esim/cards/:id/activation', ({ params }) => {
    asked.push(String(params.id));
    return ok(activation());
  }),
);

const page = (
  <Routes>
    <Route path="/mySims/:id/esim" element={<EsimViewPage />} />
  </Routes>
);

describe('installing an eSIM', () => {
  it("copies the card's own activation fields, in Chinese, and points to a plan while not active", async () => {
    await renderInApp(page, { locale: 'zh-CN', path: '/mySims/21/esim' });
    const words = esimZh.esim.view;
    expect(await screen.findByText(words.card.replace('{{card}}', '1000000021'))).toBeTruthy();
    expect(asked).toEqual(['21']);
    const user = userEvent.setup();
    // after user-event's setup, which puts its own clipboard in place
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(
      screen.getByRole('button', { name: commonZh.common.copyOf.replace('{{value}}', words.matchingId) }),
    );
    await user.click(
      screen.getByRole('button', { name: commonZh.common.copyOf.replace('{{value}}', words.activationCode) }),
    );
    expect(copied).toEqual(['MATCH-1234', 'LPA:1$rsp.example.com$MATCH-1234']);
    await waitFor(() => expect(screen.getAllByText(commonZh.common.copied).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: words.iphoneLink }).getAttribute('href')).toBe(
      activation().appleInstallUrl,
    );
    expect(screen.getByText(words.notActive)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.orderPlan }).getAttribute('href')).toBe('/plan');
  });

  it("says another customer's card is not found", async () => {
    apiServer.use(
      http.get('/api/esim/cards/:id/activation', () => failure(404, ERRORS.not_found.code, 'not_found')),
    );
    await renderInApp(page, { path: '/mySims/99/esim' });
    expect(await screen.findByText(esimEn.esim.view.notFound)).toBeTruthy();
  });

  it('says a card without a profile, translated, with no retry', async () => {
    apiServer.use(
      http.get('/api/esim/cards/:id/activation', () =>
        failure(409, ERRORS.esim_profile_missing.code, 'esim_profile_missing'),
      ),
    );
    await renderInApp(page, { path: '/mySims/21/esim' });
    expect(await screen.findByText(messagesEn.esim_profile_missing)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
