// @vitest-environment jsdom
import '../test-support/component-env.ts';
import { act, render } from '@testing-library/react';
import { Alert, Input, InputNumber, Modal, Pagination, Table } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClearIcon } from '../components/clear-icon.tsx';
import { DestinationSelect } from '../components/destination-select.tsx';
import { usePageIcons } from '../components/page-icons.tsx';
import { changeLocale } from '../lib/i18n.ts';
import { FeedbackHosts } from './feedback-hosts.tsx';
import { AppProviders } from './providers.tsx';

// antd's icons name themselves in English ("close-circle", "down", "left"): on a Chinese page nothing a screen
// reader reaches may be named in Latin letters (issue #33, decision 0038). Every element it reaches by a name
// is looked at: images, buttons, links, fields.

/**
 * An element's accessible name, as far as these controls need it: its aria-label, else what its visible parts
 * say (an icon by its own label, nothing under aria-hidden), else its title; an SVG's own title.
 */
const computeAccessibleName = (element: Element): string => {
  if (element.getAttribute('aria-hidden') === 'true') return '';
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  if (element.tagName.toLowerCase() === 'svg')
    return element.querySelector(':scope > title')?.textContent ?? '';
  const content = [...element.childNodes]
    .map((node) => (node instanceof Element ? computeAccessibleName(node) : (node.textContent ?? '')))
    .join('')
    .trim();
  return content || (element.getAttribute('title') ?? '');
};

/** What a screen reader would say in Latin letters: the names of everything outside aria-hidden parts. */
const englishNames = (root: ParentNode): string[] =>
  [...root.querySelectorAll('[role="img"], [role="button"], button, a, input, svg, [aria-label], [title]')]
    .filter((element) => !element.closest('[aria-hidden="true"]'))
    .map((element) => `${element.outerHTML.slice(0, 80)} → "${computeAccessibleName(element)}"`)
    .filter((line) => /[A-Za-z]/.test(line.split(' → ')[1]!));

function Pages({ total }: { total: number }) {
  const icons = usePageIcons();
  return (
    <>
      <Pagination {...icons} total={total} current={6} showSizeChanger={false} />
      <Pagination {...icons} total={total} current={2} simple />
      <Table
        columns={[{ title: '卡号', dataIndex: 'number' }]}
        dataSource={Array.from({ length: 30 }, (_, index) => ({ key: index, number: `${index}` }))}
        pagination={{ ...icons, pageSize: 10 }}
      />
    </>
  );
}

beforeAll(() => changeLocale('zh-CN'));
afterAll(() => changeLocale('en'));

describe("antd's icons on a Chinese page", () => {
  it('are hidden beside a text, or named in Chinese where they are a control', async () => {
    render(
      <AppProviders>
        <Alert type="success" showIcon title="已保存" />
        <Alert type="error" showIcon title="保存失败" />
        <DestinationSelect codes={['JP', 'KR']} value="JP" aria-label="目的地" />
        <Input.Password aria-label="密码" />
        <Input.Search aria-label="搜索客户" allowClear={{ clearIcon: <ClearIcon /> }} defaultValue="demo" />
        <Input aria-label="卡号" allowClear={{ clearIcon: <ClearIcon /> }} defaultValue="1000001" />
        <InputNumber aria-label="天数" controls={false} />
        <Pages total={200} />
        <Modal open title="确认">
          内容
        </Modal>
      </AppProviders>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(englishNames(document.body)).toEqual([]);
    // and the controls keep a name
    const named = (selector: string) => computeAccessibleName(document.querySelector(selector)!);
    expect(named('.ant-pagination-prev button')).toBe('上一页');
    expect(named('.ant-select-clear')).toBe('清除');
    expect(named('.ant-input-clear-icon')).toBe('清除');
    expect(named('.ant-input-password-icon')).toBe('显示');
    expect(named('.ant-input-search-btn')).toBe('搜索');
    expect(named('.ant-modal-close')).toBe('关闭');
  });

  it("hide a toast's status icon: its role says what kind it is", async () => {
    let toasts: useAppProps | undefined;
    render(
      <AppProviders>
        <FeedbackHosts
          onReady={(ready) => {
            toasts = ready;
          }}
        />
      </AppProviders>,
    );
    await act(async () => {
      toasts!.notification!.success({ title: '充值成功', role: 'status' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.body.textContent).toContain('充值成功');
    // (its close button is named by antd's locale, "关闭" in the app; under Node the toast code is a second copy
    // of antd that does not see this ConfigProvider's locale, so it is not looked at here)
    const icon = document.querySelector('.ant-notification-notice-icon .anticon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });
});
