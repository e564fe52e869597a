// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import commonEn from '../locales/en/common.json' with { type: 'json' };
import { renderInApp } from '../test-support/render.tsx';
import { DestinationSelect } from './destination-select.tsx';

// A choice of destinations named in the reader's language and listed by that name; one is found by its name in
// either language or its code; the choice is handed on as codes (null once cleared).

const CODES = ['KR', 'JP', 'FR'];

/** The names of the options the open list offers, in order. */
const offered = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

describe('the destination choice', () => {
  it('lists the destinations by their Chinese names and finds one by its English name', async () => {
    const onChange = vi.fn();
    await renderInApp(<DestinationSelect codes={CODES} aria-label="目的地" onChange={onChange} />, {
      locale: 'zh-CN',
    });
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: '目的地' });
    await user.click(field);
    expect(offered()).toEqual(['法国', '韩国', '日本']);
    await user.type(field, 'Japan');
    expect(offered()).toEqual(['日本']);
    await user.click(screen.getByTitle('日本'));
    expect(onChange).toHaveBeenLastCalledWith('JP');
  });

  it('finds one by its code or its Chinese name, and hands on null once cleared', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderInApp(
      <DestinationSelect codes={CODES} aria-label="Destination" onChange={onChange} />,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(field, 'kr');
    expect(offered()).toEqual(['South Korea']);
    await user.clear(field);
    await user.type(field, '法国');
    await user.click(screen.getByTitle('France'));
    expect(onChange).toHaveBeenLastCalledWith('FR');
    rerender(<DestinationSelect codes={CODES} aria-label="Destination" value="FR" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: commonEn.common.clear }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('hands on every destination chosen when several may be', async () => {
    const onChange = vi.fn();
    await renderInApp(
      <DestinationSelect multiple codes={CODES} aria-label="Coverage" value={['JP']} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Coverage' }));
    const list = document.querySelector<HTMLElement>('.ant-select-dropdown')!;
    await user.click(within(list).getByTitle('France'));
    expect(onChange).toHaveBeenLastCalledWith(['JP', 'FR']);
  });
});
