import { describe, expect, it } from 'vitest';
import { destinationMatches, destinationName, destinationsOf, isDestinationCode } from './destinations.ts';

describe('destinations', () => {
  it('knows ISO country and region codes, not aggregates or made-up ones', () => {
    expect(['JP', 'HK', 'MO', 'TW', 'GB', 'US', 'CN'].every(isDestinationCode)).toBe(true);
    expect(['QQ', 'EU', 'ZZ', 'UN', 'jp', 'JPN', ''].some(isDestinationCode)).toBe(false);
  });

  it('lists every country and region CLDR knows, computed rather than typed', async () => {
    const { allDestinationCodes } = await import('./destinations.ts');
    const codes = allDestinationCodes();
    expect(codes.length).toBeGreaterThan(240);
    expect(codes).toContain('JP');
    expect(codes).not.toContain('EU');
  });

  it('names a destination in the reader language from CLDR, the short style travellers use', () => {
    expect(destinationName('JP', 'en')).toBe('Japan');
    expect(destinationName('JP', 'zh-CN')).toBe('日本');
    expect(destinationName('HK', 'zh-CN')).toBe('香港');
    expect(destinationName('GB', 'en')).toBe('UK');
  });

  it('finds a destination by its code, an English word start or a Chinese name', () => {
    for (const query of ['jp', 'JP', 'Japan', 'jap', '日本', ' 日本 '])
      expect(destinationMatches('JP', query)).toBe(true);
    expect(destinationMatches('HK', 'kong')).toBe(true);
    expect(destinationMatches('HK', '香港')).toBe(true);
    expect(destinationMatches('GB', 'united kingdom')).toBe(true);
    expect(destinationMatches('GB', '英国')).toBe(true);
    expect(destinationMatches('JP', 'pan')).toBe(false);
    expect(destinationMatches('JP', '')).toBe(false);
    expect(destinationMatches('JP', 'korea')).toBe(false);
  });

  it('lists the distinct destinations of several coverages in the reader order', () => {
    expect(
      destinationsOf(
        [
          ['JP', 'KR'],
          ['KR', 'AU'],
        ],
        'en',
      ),
    ).toEqual(['AU', 'JP', 'KR']);
    expect(
      destinationsOf(
        [
          ['JP', 'KR'],
          ['KR', 'AU'],
        ],
        'zh-CN',
      ),
    ).toHaveLength(3);
  });
});
