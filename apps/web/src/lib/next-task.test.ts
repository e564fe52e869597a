import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks of the running one', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('timer queued after'), 0);
    expect(order).toEqual(['microtask']);
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
