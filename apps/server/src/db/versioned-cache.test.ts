import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';
import { WriteVersions, writtenTables } from './write-versions';

describe('writtenTables', () => {
  it('reads nothing from reads and transaction control', () => {
    expect(writtenTables('select "id" from "users" where "id" = $1')).toBeNull();
    expect(writtenTables('begin')).toBeNull();
    expect(writtenTables('savepoint sp1')).toBeNull();
  });

  it('names the table of an insert or update, and says "all" when it cannot tell', () => {
    expect(writtenTables('insert into "users" ("email") values ($1)')).toEqual(['users']);
    expect(writtenTables('update "articles" set total_views = 1')).toEqual(['articles']);
    expect(writtenTables('delete from "articles" where "id" = $1')).toBe('all');
    expect(writtenTables('create table x (id int)')).toBe('all');
    expect(writtenTables('with d as (delete from "users" returning id) select * from d')).toBe(
      'all',
    );
  });
});

describe('VersionedCache', () => {
  const setup = () => {
    const versions = new WriteVersions();
    const cache = new VersionedCache<string, number>(versions, {
      tables: ['users'],
      maxEntries: 2,
    });
    let loads = 0;
    const load = (value: number) => async () => {
      loads++;
      return value;
    };
    return { versions, cache, load, loads: () => loads };
  };

  it('serves a value until a statement touches its table', async () => {
    const { versions, cache, load, loads } = setup();
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    versions.record('update "articles" set title = $1');
    expect(await cache.get('a', load(3))).toBe(1);
    versions.record('update "users" set role = $1');
    expect(await cache.get('a', load(4))).toBe(4);
    versions.record('delete from "anything"');
    expect(await cache.get('a', load(5))).toBe(5);
    expect(loads()).toBe(3);
  });

  it('never keeps a value read while its table was written', async () => {
    const { versions, cache, load } = setup();
    let release: (value: number) => void = () => {};
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    versions.record('update "users" set status = $1');
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('a', load(2))).toBe(2);
  });

  it('shares one load between concurrent misses, and forgets failures', async () => {
    const { cache, load, loads } = setup();
    const [a, b] = await Promise.all([cache.get('a', load(1)), cache.get('a', load(2))]);
    expect([a, b, loads()]).toEqual([1, 1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load(3))).toBe(3);
  });

  it('drops a value when another process writes its table (a notification)', async () => {
    const { versions, cache, load } = setup();
    await cache.get('a', load(1));
    versions.bump('articles');
    expect(await cache.get('a', load(2))).toBe(1);
    versions.bump('users');
    expect(await cache.get('a', load(3))).toBe(3);
  });

  it('reads through while writes of other processes could be missed', async () => {
    const { versions, cache, load, loads } = setup();
    await cache.get('a', load(1));
    versions.live = false;
    expect(await cache.get('a', load(2))).toBe(2);
    expect(await cache.get('a', load(3))).toBe(3);
    versions.live = true;
    expect(await cache.get('a', load(4))).toBe(4);
    expect(await cache.get('a', load(5))).toBe(4);
    expect(loads()).toBe(4);
  });

  it('never keeps a value whose read overlapped the channel going down', async () => {
    const { versions, cache, load } = setup();
    let release: (value: number) => void = () => {};
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    versions.live = false;
    versions.live = true;
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('a', load(2))).toBe(2);
  });

  it('evicts the oldest entry', async () => {
    const { cache, load } = setup();
    await cache.get('a', load(1));
    await cache.get('b', load(1));
    await cache.get('c', load(1));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load(9))).toBe(9);
  });
});
