import { describe, expect, it } from 'vitest';
import { createSnapshotStore, memoryBackend, type SnapshotEntry } from './wallet-snapshot-store.ts';

const entry = (name: string, size = 10): SnapshotEntry => ({
  key: [name],
  data: 'x'.repeat(size),
  updatedAt: 1_700_000_000_000,
});

describe('the offline wallet store (decision 0099)', () => {
  it("reads back an account's own record, and never another account's", async () => {
    const store = createSnapshotStore(memoryBackend());
    await store.save(7, [entry('sims')]);
    expect(await store.read(7)).toEqual({ userId: 7, entries: [entry('sims')] });
    expect(await store.read(8)).toBeNull();
  });

  it("forgets every other account's record when one is saved", async () => {
    const backend = memoryBackend();
    const store = createSnapshotStore(backend);
    await store.save(7, [entry('sims')]);
    await store.save(8, [entry('billing')]);
    expect([...backend.map.keys()]).toEqual(['wallet:8']);
    expect(await store.read(7)).toBeNull();
  });

  it('refuses a record filed under one account that names another', async () => {
    const backend = memoryBackend();
    backend.map.set('wallet:7', JSON.stringify({ userId: 8, entries: [entry('sims')] }));
    expect(await createSnapshotStore(backend).read(7)).toBeNull();
  });

  it('clears every account at logout, and leaves what is not its own', async () => {
    const backend = memoryBackend();
    backend.map.set('other', 'kept');
    const store = createSnapshotStore(backend);
    await store.save(7, [entry('sims')]);
    await store.clear();
    expect([...backend.map.keys()]).toEqual(['other']);
    expect(await store.read(7)).toBeNull();
  });

  it('keeps a record under its byte bound, dropping the least wanted entries last given', async () => {
    const backend = memoryBackend();
    const store = createSnapshotStore(backend, 1_000);
    const saved = await store.save(7, [entry('sims', 400), entry('billing', 400), entry('catalogue', 400)]);
    expect(saved.dropped).toBe(1);
    expect(saved.bytes).toBeLessThanOrEqual(1_000);
    expect(await store.bytes()).toBe(saved.bytes);
    expect((await store.read(7))?.entries.map((kept) => kept.key)).toEqual([['sims'], ['billing']]);
  });

  it('counts bytes, not characters (Chinese labels take three each)', async () => {
    const store = createSnapshotStore(memoryBackend(), 200);
    const chinese = { key: ['sims'], data: '卡'.repeat(60), updatedAt: 1 };
    expect((await store.save(7, [chinese])).dropped).toBe(1);
  });
});
