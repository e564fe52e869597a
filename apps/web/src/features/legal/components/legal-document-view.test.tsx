// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legal.json' with { type: 'json' };
import zh from '../../../locales/zh-CN/legal.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { disclaimerAt } from '../content/legal-document.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

// A legal text in its own language whatever the interface's, marked so for screen readers, with the way to the
// same text in the other language, written in that language.

const page = (
  <Routes>
    <Route path="/disclaimer/en" element={<LegalDocumentView text={disclaimerAt('en')} />} />
    <Route path="/disclaimer/cn" element={<LegalDocumentView text={disclaimerAt('cn')} />} />
  </Routes>
);

describe('a legal document', () => {
  it('stays English in a Chinese interface, and leads to its Chinese text', async () => {
    await renderInApp(page, { path: '/disclaimer/en', locale: 'zh-CN' });
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: en.disclaimer.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: en.disclaimer.sections[0]!.heading })).toBeTruthy();
    const other = screen.getByRole('link', { name: '查看中文版本' });
    expect(other.getAttribute('hreflang')).toBe('zh-CN');
    expect(other.getAttribute('lang')).toBe('zh-CN');
    await userEvent.click(other);
    expect(screen.getByRole('article').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: zh.disclaimer.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read in English' }).getAttribute('href')).toBe('/disclaimer/en');
  });
});
