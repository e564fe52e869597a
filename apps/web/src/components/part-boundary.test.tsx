import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../lib/notify.ts';
import { PartBoundary, PartLoadError } from './part-boundary.tsx';

vi.mock('../lib/notify.ts', () => ({ notifyError: vi.fn() }));

/** The boundary as React drives it once the part below has thrown `error`. */
const afterThrowing = (error: unknown, onLoadFailed = vi.fn()) => {
  const boundary = new PartBoundary({ fallback: 'placeholder', onLoadFailed, children: 'part' });
  boundary.state = PartBoundary.getDerivedStateFromError(error);
  boundary.componentDidCatch(error);
  return { boundary, onLoadFailed };
};

describe('PartBoundary', () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it('shows the part while nothing has failed', () => {
    expect(new PartBoundary({ fallback: 'placeholder', children: 'part' }).render()).toBe('part');
  });

  it('keeps the placeholder, says the network failed and tells the owner, when the code could not be fetched', () => {
    const { boundary, onLoadFailed } = afterThrowing(new PartLoadError('offline'));
    expect(boundary.render()).toBe('placeholder');
    expect(notifyError).toHaveBeenCalledWith('network_error');
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on to the route’s boundary, without a network toast', () => {
    const bug = new TypeError('cannot read properties of undefined');
    const { boundary, onLoadFailed } = afterThrowing(bug);
    expect(() => boundary.render()).toThrow(bug);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onLoadFailed).not.toHaveBeenCalled();
  });
});
