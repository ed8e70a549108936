import type { ItemSummary, ItemType } from '@keeling/contract';
import { and, asc, type Column, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, charts, dashboards, datasets } from '../../db/schema';
import { kanbanBoards, kanbanCards } from '../../db/schema-kanban';
import { trips } from '../../db/schema-travel';
import { containsPattern } from '../../lib/like-pattern';

/** Who looks: drafts are for editors and admins, members-only boards for their members. */
export interface ItemReader {
  id: string;
  role: string;
}

/** Which rows of one kind: those whose title holds some text, or those with given ids. */
export type ItemFilter = { text: string } | { ids: string[] };

const byTitle = (title: Column, filter: ItemFilter, id: Column) =>
  'text' in filter ? ilike(title, containsPattern(filter.text)) : inArray(id, filter.ids);

/**
 * One query per kind of item, each keeping to what the reader may see. A card is found on a
 * board the reader sees; an archived card is found by id (a link to it still reads) but not by
 * a search.
 */
export function createItemsRepository(db: Db) {
  const readers: Record<
    ItemType,
    (filter: ItemFilter, reader: ItemReader, limit: number) => Promise<ItemSummary[]>
  > = {
    dataset: async (filter, _reader, limit) =>
      (
        await db
          .select({ id: datasets.id, title: datasets.name })
          .from(datasets)
          .where(byTitle(datasets.name, filter, datasets.id))
          .orderBy(asc(datasets.name))
          .limit(limit)
      ).map((row) => ({ type: 'dataset', ...row, route: row.id })),

    chart: async (filter, _reader, limit) =>
      (
        await db
          .select({ id: charts.id, title: charts.title })
          .from(charts)
          .where(byTitle(charts.title, filter, charts.id))
          .orderBy(asc(charts.title))
          .limit(limit)
      ).map((row) => ({ type: 'chart', ...row, route: row.id })),

    dashboard: async (filter, _reader, limit) =>
      (
        await db
          .select({ id: dashboards.id, title: dashboards.title, route: dashboards.slug })
          .from(dashboards)
          .where(byTitle(dashboards.title, filter, dashboards.id))
          .orderBy(asc(dashboards.title))
          .limit(limit)
      ).map((row) => ({ type: 'dashboard', ...row })),

    trip: async (filter, _reader, limit) =>
      (
        await db
          .select({ id: trips.id, title: trips.title })
          .from(trips)
          .where(byTitle(trips.title, filter, trips.id))
          .orderBy(asc(trips.title))
          .limit(limit)
      ).map((row) => ({ type: 'trip', ...row, route: row.id })),

    article: async (filter, reader, limit) =>
      (
        await db
          .select({ id: articles.id, title: articles.title, route: articles.slug })
          .from(articles)
          .where(
            and(
              byTitle(articles.title, filter, articles.id),
              reader.role === 'viewer' ? eq(articles.status, 'published') : undefined,
            ),
          )
          .orderBy(asc(articles.title))
          .limit(limit)
      ).map((row) => ({ type: 'article', ...row })),

    'kanban-card': async (filter, reader, limit) =>
      (
        await db
          .select({ id: kanbanCards.id, title: kanbanCards.title, route: kanbanCards.boardId })
          .from(kanbanCards)
          .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanCards.boardId))
          .where(
            and(
              byTitle(kanbanCards.title, filter, kanbanCards.id),
              'text' in filter ? isNull(kanbanCards.archivedAt) : undefined,
              reader.role === 'admin'
                ? undefined
                : or(
                    eq(kanbanBoards.membersOnly, false),
                    eq(kanbanBoards.createdBy, reader.id),
                    sql`${reader.id}::uuid = any(${kanbanBoards.memberIds})`,
                  ),
            ),
          )
          .orderBy(asc(kanbanCards.title))
          .limit(limit)
      ).map((row) => ({ type: 'kanban-card', ...row })),
  };
  return readers;
}
