import { describe, expect, it } from 'vitest';
import {
  destinationAddress,
  destinationAddresses,
  destinationOfQuery,
  onlyDestinationInQuery,
} from './destination-page.ts';

describe('a destination page address (decision 0028)', () => {
  it('reads the destination a query names, in either case, only when it is a country or region', () => {
    expect(destinationOfQuery('?to=JP')).toBe('JP');
    expect(destinationOfQuery('to=jp&lang=zh-CN')).toBe('JP');
    expect(destinationOfQuery('?to=EU')).toBeUndefined();
    expect(destinationOfQuery('?to=japan')).toBeUndefined();
    expect(destinationOfQuery('?to=')).toBeUndefined();
    expect(destinationOfQuery('')).toBeUndefined();
  });

  it('tells a query of a destination and a language from one that says more', () => {
    expect(onlyDestinationInQuery('')).toBe(true);
    expect(onlyDestinationInQuery('?to=JP')).toBe(true);
    expect(onlyDestinationInQuery('?lang=zh-CN&to=JP')).toBe(true);
    // the value does not matter to the first render: an unknown one shows the whole list
    expect(onlyDestinationInQuery('?to=nowhere')).toBe(true);
    expect(onlyDestinationInQuery('?to=JP&to=KR')).toBe(false);
    expect(onlyDestinationInQuery('?to=JP&lang=fr')).toBe(false);
    expect(onlyDestinationInQuery('?to=JP&from=mail')).toBe(false);
  });

  it('writes the destination first and the language after it, the default language without one', () => {
    expect(destinationAddress('/plan', 'JP', 'en')).toBe('/plan?to=JP');
    expect(destinationAddress('/plan', 'JP', 'zh-CN')).toBe('/plan?to=JP&lang=zh-CN');
    expect(destinationAddresses('/plan', 'KR', ['en', 'zh-CN'])).toEqual({
      en: '/plan?to=KR',
      'zh-CN': '/plan?to=KR&lang=zh-CN',
    });
  });
});
