// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import commonEn from '../locales/en/common.json' with { type: 'json' };
import commonZh from '../locales/zh-CN/common.json' with { type: 'json' };
import { renderInApp } from '../test-support/render.tsx';
import { LoadFailed } from './load-failed.tsx';

// What a screen shows when its data failed: what failed, and Try again, which asks again (busy while it does).

describe('a load that failed', () => {
  it('says what failed and asks again on Try again', async () => {
    const refetch = vi.fn<UseQueryResult['refetch']>();
    await renderInApp(
      <LoadFailed query={{ isFetching: false, refetch }} title="The cards could not be loaded" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The cards could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: commonEn.common.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('is busy while it asks again, in Chinese', async () => {
    await renderInApp(
      <LoadFailed
        query={{ isFetching: true, refetch: vi.fn<UseQueryResult['refetch']>() }}
        title="x"
        compact
      />,
      {
        locale: 'zh-CN',
      },
    );
    const button = screen.getByRole('button', { name: new RegExp(`${commonZh.common.retry}$`) });
    expect(button.className).toContain('ant-btn-loading');
  });
});
