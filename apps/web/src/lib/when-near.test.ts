import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in IntersectionObserver the test tells when the element comes near. */
const fakeObserver = () => {
  const made: { notify: (intersecting: boolean) => void; disconnected: boolean; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof made)[number];
      constructor(
        callback: (entries: { isIntersecting: boolean }[]) => void,
        options: { rootMargin?: string },
      ) {
        this.record = {
          notify: (isIntersecting) => callback([{ isIntersecting }]),
          disconnected: false,
          margin: options.rootMargin,
        };
        made.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return made;
};

describe('whenNear', () => {
  it('runs the task once the element comes within the margin, and only once', () => {
    const observers = fakeObserver();
    const task = vi.fn();
    whenNear({} as Element, task, '100px');
    expect(observers[0]?.margin).toBe('100px');
    observers[0]?.notify(false);
    expect(task).not.toHaveBeenCalled();
    observers[0]?.notify(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('never runs a task cancelled before the element came near', () => {
    const observers = fakeObserver();
    const task = vi.fn();
    whenNear({} as Element, task)();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('runs the task at once where nothing can tell where the element is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const task = vi.fn();
    whenNear({} as Element, task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
