import { describe, expect, it, vi } from 'vitest';
import { Cache } from './cache';

const setup = () => {
  const cache = new Cache();
  const users = cache.map<string, number>(['users'], 2);
  let loads = 0;
  const load = (value: number) => async () => {
    loads++;
    return value;
  };
  return { cache, users, load, loads: () => loads };
};

describe('Cache', () => {
  it('serves a value until one of its topics is invalidated', async () => {
    const { cache, users, load, loads } = setup();
    expect(await users.get('a', load(1))).toBe(1);
    expect(await users.get('a', load(2))).toBe(1);
    await cache.invalidate('articles');
    expect(await users.get('a', load(3))).toBe(1);
    await cache.invalidate('users');
    expect(await users.get('a', load(4))).toBe(4);
    expect(loads()).toBe(2);
    expect(cache.writes).toBe(2);
  });

  it('never keeps a value read while its topic was invalidated', async () => {
    const { cache, users, load } = setup();
    let release: (value: number) => void = () => {};
    const slow = users.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    await cache.invalidate('users');
    release(1);
    expect(await slow).toBe(1);
    expect(await users.get('a', load(2))).toBe(2);
  });

  it('shares one load between concurrent misses, and forgets failures', async () => {
    const { users, load, loads } = setup();
    const [a, b] = await Promise.all([users.get('a', load(1)), users.get('a', load(2))]);
    expect([a, b, loads()]).toEqual([1, 1, 1]);
    await expect(users.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await users.get('b', load(3))).toBe(3);
  });

  it('publishes what it invalidates, and drops what another instance published', async () => {
    const { cache, users, load } = setup();
    const publish = vi.fn(async () => {});
    cache.publishTo(publish);
    await users.get('a', load(1));
    await cache.invalidate('articles', 'users');
    expect(publish).toHaveBeenCalledWith(['articles', 'users']);
    await users.get('a', load(2));
    cache.receive(['articles']);
    expect(await users.get('a', load(3))).toBe(2);
    cache.receive(['users']);
    expect(await users.get('a', load(4))).toBe(4);
  });

  it('reads through while invalidations from elsewhere could be missed', async () => {
    const { cache, users, load, loads } = setup();
    await users.get('a', load(1));
    cache.live = false;
    expect(await users.get('a', load(2))).toBe(2);
    expect(await users.get('a', load(3))).toBe(3);
    cache.live = true;
    expect(await users.get('a', load(4))).toBe(4);
    expect(await users.get('a', load(5))).toBe(4);
    expect(loads()).toBe(4);
  });

  it('never keeps a value whose read overlapped the channel going down', async () => {
    const { cache, users, load } = setup();
    let release: (value: number) => void = () => {};
    const slow = users.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.live = false;
    cache.live = true;
    release(1);
    expect(await slow).toBe(1);
    expect(await users.get('a', load(2))).toBe(2);
  });

  it('evicts the oldest entry', async () => {
    const { users, load } = setup();
    await users.get('a', load(1));
    await users.get('b', load(1));
    await users.get('c', load(1));
    expect(users.size).toBe(2);
    expect(await users.get('a', load(9))).toBe(9);
  });
});
