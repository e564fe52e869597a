// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import commonZh from '../../../locales/zh-CN/common.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// Any unknown path: says so as the page's heading, and its one button leads home.

describe('the not-found page', () => {
  it('says the page is not found, in Chinese, and leads home', async () => {
    await renderInApp(
      <Routes>
        <Route path="/home" element={<p>home</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { locale: 'zh-CN', path: '/no-such-page' },
    );
    expect(screen.getByRole('heading', { level: 1, name: commonZh.notFound.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: commonZh.notFound.backHome }));
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
