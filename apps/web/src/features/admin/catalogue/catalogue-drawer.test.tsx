// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { CatalogueDrawer } from './catalogue-drawer.tsx';

// The frame of the catalogue's editors: what a change will do said first, then the form; Save saves (busy while
// it does), Cancel closes.

describe("the catalogue editor's frame", () => {
  it('says what the change will do, saves on Save and closes on Cancel', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    await renderInApp(
      <CatalogueDrawer
        open
        title="Edit Japan 7 Days"
        note="The new price applies from tomorrow"
        saving={false}
        onSave={onSave}
        onClose={onClose}
      >
        <p>the form</p>
      </CatalogueDrawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit Japan 7 Days' });
    expect(within(drawer).getByRole('alert').textContent).toContain('The new price applies from tomorrow');
    expect(within(drawer).getByText('the form')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('button', { name: adminEn.admin.catalogue.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: adminEn.admin.common.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is busy while saving, and says nothing first without a note, in Chinese', async () => {
    await renderInApp(
      <CatalogueDrawer open title="新套餐" note={null} saving onSave={() => {}} onClose={() => {}}>
        <p>表单</p>
      </CatalogueDrawer>,
      { locale: 'zh-CN' },
    );
    const drawer = await screen.findByRole('dialog', { name: '新套餐' });
    expect(within(drawer).queryByRole('alert')).toBeNull();
    const save = within(drawer).getByRole('button', { name: new RegExp(`${adminZh.admin.catalogue.save}$`) });
    expect(save.className).toContain('ant-btn-loading');
  });
});
