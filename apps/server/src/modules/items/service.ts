import {
  ITEM_LIMITS,
  ITEM_TYPES,
  type ItemRef,
  type ItemSearchQuery,
  type ItemSummary,
  type ItemType,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { itemNotFound } from './errors';
import { createItemsRepository, type ItemReader } from './repository';

export type { ItemReader } from './repository';

export interface ItemsService {
  /** The items whose title holds `q` (of one kind, or of every kind), by title, at most 20. */
  search(query: ItemSearchQuery, reader: ItemReader): Promise<ItemSummary[]>;
  /** One item's summary; 404 when it is gone or the reader may not see it. */
  get(ref: ItemRef, reader: ItemReader): Promise<ItemSummary>;
  /**
   * The summaries of `refs`, in their order, null for an item gone or hidden: one query per
   * kind, for a module that shows its links with their titles.
   */
  resolve(refs: readonly ItemRef[], reader: ItemReader): Promise<(ItemSummary | null)[]>;
}

const byTitle = (a: ItemSummary, b: ItemSummary) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.type.localeCompare(b.type);

/** Keeling items a card, an event or a message points to (issues 31–33, decision 0069). */
export function createItemsService({ db }: { db: Db }): ItemsService {
  const readers = createItemsRepository(db);

  return {
    async search({ q, type }, reader) {
      const types = type ? [type] : ITEM_TYPES;
      const lists = await Promise.all(
        types.map((kind) => readers[kind]({ text: q }, reader, ITEM_LIMITS.results)),
      );
      return lists.flat().sort(byTitle).slice(0, ITEM_LIMITS.results);
    },

    async get(ref, reader) {
      const [item] = await readers[ref.type]({ ids: [ref.id] }, reader, 1);
      if (!item) throw itemNotFound();
      return item;
    },

    async resolve(refs, reader) {
      const idsByType = new Map<ItemType, string[]>();
      for (const ref of refs) idsByType.set(ref.type, [...(idsByType.get(ref.type) ?? []), ref.id]);
      const found = new Map<string, ItemSummary>();
      await Promise.all(
        [...idsByType].map(async ([kind, ids]) => {
          for (const item of await readers[kind]({ ids }, reader, ids.length))
            found.set(`${kind}:${item.id}`, item);
        }),
      );
      return refs.map((ref) => found.get(`${ref.type}:${ref.id}`) ?? null);
    },
  };
}
