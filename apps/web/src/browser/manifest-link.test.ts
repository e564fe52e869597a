// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { linkManifestOf } from './manifest-link.ts';

describe('the manifest link (decision 0099)', () => {
  afterEach(() => document.head.replaceChildren());

  it("points at the interface language's manifest, and back", () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const link = document.querySelector('link[rel="manifest"]');
    linkManifestOf('zh-CN');
    expect(link?.getAttribute('href')).toBe('/manifest-zh-CN.webmanifest');
    linkManifestOf('en');
    expect(link?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
