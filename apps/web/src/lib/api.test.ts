// @vitest-environment jsdom
import type { AddOnPurchaseResult } from '@simportal/contract/api/billing';
import { describe, expect, it } from 'vitest';
import { apiServer, http, ok, serveApi } from '../test-support/api-server.ts';
import { api, fillPath } from './api.ts';

// The API client: the document's path with its parameters filled in, the query, the body and the headers sent
// through the one http client, and the envelope's data answered. (That every path the web calls is one the
// server has is apps/server/test/web-api-calls.test.ts's part.)

serveApi();

describe('api', () => {
  it('fills path parameters, each as one encoded segment, and refuses a missing one', () => {
    expect(fillPath('/sims/{id}/label', { id: 7 })).toBe('/sims/7/label');
    expect(fillPath('/wallet/pay-orders/{id}', { id: 'a/b c' })).toBe('/wallet/pay-orders/a%2Fb%20c');
    expect(() => fillPath('/sims/{id}', {})).toThrow('missing path parameter id');
  });

  it('sends the path, query, body and headers, and answers the envelope data', async () => {
    let seen: { url: string; body: unknown; key: string | null } | null = null;
    apiServer.use(
      http.post('/api/sims/:id/add-ons', async ({ request }) => {
        seen = { url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') };
        return ok({ card: { cardId: 12 }, balanceMinor: 450 });
      }),
      http.get('/api/wallet/activities', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return ok({
          items: [],
          total: 0,
          page: Number(query.get('page')),
          pageSize: 5,
          type: query.get('type'),
        });
      }),
    );
    const answer = await api.post<AddOnPurchaseResult>('/sims/{id}/add-ons', {
      path: { id: 12 },
      body: { addOnId: 3 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer.balanceMinor).toBe(450);
    expect(seen).toEqual({
      url: 'http://localhost:3000/api/sims/12/add-ons',
      body: { addOnId: 3 },
      key: 'k-1',
    });

    const page = await api.get('/wallet/activities', { query: { page: 2, pageSize: 5, type: 'TOP_UP' } });
    expect(page).toMatchObject({ page: 2, type: 'TOP_UP' });
  });

  it('downloads a CSV as a Blob', async () => {
    apiServer.use(
      http.get(
        '/api/wallet/activities/export',
        () => new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const file = await api.download('/wallet/activities/export', { query: {} });
    expect(await file.text()).toBe('a,b\n1,2\n');
  });
});
