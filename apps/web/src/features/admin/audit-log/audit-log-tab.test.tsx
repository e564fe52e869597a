// @vitest-environment jsdom
import { AUDIT_COUNT_CAP, type AuditEntry } from '@simportal/contract/api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { widthOf } from '../../../test-support/screen-width.ts';
import { AuditLogTab } from './audit-log-tab.tsx';

// Audit Log: the actor, action and target filters become the list's query (trimmed, "any" no filter), Reset
// goes back to every entry; each entry says who acted in which role and whether they proved it was them; a
// count past the cap says so.

const entry: AuditEntry = {
  id: 1,
  at: '2026-11-25T08:00:00.000Z',
  action: 'recharge',
  actor: { id: 1, username: 'ana' },
  actorRole: 'owner',
  steppedUp: true,
  targetUser: { id: 8, username: 'alice', email: 'alice@example.com' },
  targetCard: null,
  details: { amountMinor: 2_550, reason: 'goodwill' },
  ip: '203.0.113.7',
};

let asked: Record<string, string>[] = [];
let capped = false;
serveApi(
  http.get('/api/catalog', () => ok({ currency: 'USD', esimFeeMinor: 500, plans: [], addOns: [] })),
  http.get('/api/admin/audit', ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(params);
    const items = params.action && params.action !== 'recharge' ? [] : [entry];
    return ok({
      items,
      total: capped ? AUDIT_COUNT_CAP + 1 : items.length,
      page: 1,
      pageSize: 20,
      totalCapped: capped,
    });
  }),
);
beforeEach(() => {
  asked = [];
  capped = false;
});

describe('the audit log', () => {
  it('filters by actor, action and target, trimmed, and resets to every entry (zh-CN)', async () => {
    await renderInApp(<AuditLogTab />, { locale: 'zh-CN' });
    const words = adminZh.admin;
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const row = await within(table).findByText('203.0.113.7');
    // who acted, in which role, having proved it was them
    expect(row.closest('tr')!.textContent).toContain('ana');
    expect(row.closest('tr')!.textContent).toContain(words.audit.steppedUp);
    expect(row.closest('tr')!.textContent).toContain(words.audit.actions.recharge);
    expect(asked[0]).toEqual({ page: '1', pageSize: '20' });

    // pasted rather than typed key by key: each key re-renders the form and the table
    await user.click(screen.getByLabelText(words.audit.actor));
    await user.paste(' ana ');
    await user.click(screen.getByRole('combobox', { name: words.audit.action }));
    await user.click(await screen.findByTitle(words.audit.actions.card_release));
    await user.click(screen.getByLabelText(words.audit.target));
    await user.paste(' 1000000007 ');
    await user.click(screen.getByRole('button', { name: words.common.search }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        actor: 'ana',
        action: 'card_release',
        target: '1000000007',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(await screen.findByText(words.audit.empty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: words.common.reset }));
    expect(await within(screen.getByRole('table')).findByText('203.0.113.7')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(words.audit.actor) as HTMLInputElement).value).toBe(''),
    );
  });

  it('on a phone, says a removal as the role taken away and points at no missing target (zh-CN)', async () => {
    widthOf(true);
    const removal: AuditEntry = {
      ...entry,
      id: 2,
      action: 'administrator_remove',
      steppedUp: false,
      targetUser: null,
      details: { roleBefore: 'owner' },
    };
    apiServer.use(
      http.get('/api/admin/audit', () =>
        ok({ items: [removal], total: 1, page: 1, pageSize: 20, totalCapped: false }),
      ),
    );
    await renderInApp(<AuditLogTab />, { locale: 'zh-CN' });
    const words = adminZh.admin.audit;
    const block = (await screen.findByText(words.actions.administrator_remove)).closest('.audit-entry')!;
    expect(block.textContent).toContain(
      `ana · ${words.asRole.replace('{{role}}', adminZh.admin.roles.owner)}`,
    );
    expect(block.textContent).not.toContain('→ —');
    expect(block.textContent).toContain(
      `${words.field.role}：${adminZh.admin.roles.owner} → ${words.field.roleRemoved}`,
    );
  });

  it('says a count past the cap', async () => {
    capped = true;
    await renderInApp(<AuditLogTab />);
    expect(
      await screen.findByText(
        adminEn.admin.audit.totalCapped.replace('{{total}}', (AUDIT_COUNT_CAP + 1).toLocaleString('en')),
      ),
    ).toBeTruthy();
  });
});
