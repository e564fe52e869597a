// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import simsEn from '../../../locales/en/sims.json' with { type: 'json' };
import simsZh from '../../../locales/zh-CN/sims.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { simCard } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { LabelEditor } from './label-editor.tsx';

// A card's label edited in place: Enter or Save sends it trimmed (empty clears it), Escape leaves it unsent, a
// label another card has is said beside the field in the reader's language. The field's code is fetched when
// editing starts (label-form.tsx), so the field is waited for.

serveApi();

const serveLabel = () => {
  const sent: { id: string; body: unknown }[] = [];
  apiServer.use(
    http.patch('/api/sims/:id/label', async ({ params, request }) => {
      const body = (await request.json()) as { label: string | null };
      sent.push({ id: String(params.id), body });
      if (body.label === 'Taken') return failure(409, ERRORS.label_exists.code, 'label_exists');
      return ok(simCard({ label: body.label }));
    }),
  );
  return sent;
};

describe("a card's label", () => {
  it('saves the trimmed label with Enter, and clears it with an empty one', async () => {
    const sent = serveLabel();
    await renderInApp(<LabelEditor card={simCard({ label: 'Old' })} />);
    const words = simsEn.sims.label;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.editFor.replace('{{card}}', '1000000012') }));
    const input = await screen.findByLabelText(words.inputFor.replace('{{card}}', '1000000012'));
    expect((input as HTMLInputElement).value).toBe('Old');
    await user.clear(input);
    await user.type(input, '  Travel phone  {Enter}');
    expect(await screen.findByText(messagesEn.tag_edit_success)).toBeTruthy();
    expect(sent).toEqual([{ id: '12', body: { label: 'Travel phone' } }]);
    // back to showing the label, not the field
    await waitFor(() =>
      expect(screen.queryByLabelText(words.inputFor.replace('{{card}}', '1000000012'))).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: words.editFor.replace('{{card}}', '1000000012') }));
    await user.clear(await screen.findByLabelText(words.inputFor.replace('{{card}}', '1000000012')));
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ id: '12', body: { label: null } });
  });

  it('leaves the label unsent on Escape, and says a taken label beside the field in Chinese', async () => {
    const sent = serveLabel();
    await renderInApp(<LabelEditor card={simCard()} />, { locale: 'zh-CN' });
    const words = simsZh.sims.label;
    const user = userEvent.setup();
    expect(screen.getByText(words.none)).toBeTruthy();
    const edit = () =>
      user.click(screen.getByRole('button', { name: words.editFor.replace('{{card}}', '1000000012') }));
    await edit();
    await user.type(
      await screen.findByLabelText(words.inputFor.replace('{{card}}', '1000000012')),
      'Mine{Escape}',
    );
    expect(screen.getByText(words.none)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await edit();
    const input = await screen.findByLabelText(words.inputFor.replace('{{card}}', '1000000012'));
    await user.type(input, 'Taken');
    await user.click(screen.getByRole('button', { name: words.save }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messagesZhCn.label_exists);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    // typing again clears the complaint
    await user.type(input, '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
