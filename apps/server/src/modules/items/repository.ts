import type { ItemSummary, ItemType } from '@keeling/contract';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

type ItemReaderQuery = (
  filter: ItemFilter,
  reader: ItemReader,
  limit: number,
) => Promise<ItemSummary[]>;

/** One kind's table: its id, title and route columns, and what else keeps rows from a reader. */
interface ItemSource {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  route: PgColumn;
  /** Rows this reader may not see, as a condition; a join the condition needs. */
  visible?: (reader: ItemReader, filter: ItemFilter) => SQL | undefined;
  join?: { table: PgTable; on: SQL };
}

const SOURCES: Record<ItemType, ItemSource> = {
  dataset: { table: datasets, id: datasets.id, title: datasets.name, route: datasets.id },
  chart: { table: charts, id: charts.id, title: charts.title, route: charts.id },
  dashboard: {
    table: dashboards,
    id: dashboards.id,
    title: dashboards.title,
    route: dashboards.slug,
  },
  trip: { table: trips, id: trips.id, title: trips.title, route: trips.id },
  article: {
    table: articles,
    id: articles.id,
    title: articles.title,
    route: articles.slug,
    // drafts are for editors and admins
    visible: (reader) => (reader.role === 'viewer' ? eq(articles.status, 'published') : undefined),
  },
  'kanban-card': {
    table: kanbanCards,
    id: kanbanCards.id,
    title: kanbanCards.title,
    route: kanbanCards.boardId,
    join: { table: kanbanBoards, on: eq(kanbanBoards.id, kanbanCards.boardId) },
    // a card on a board the reader sees; a search leaves archived cards out, a link still reads
    visible: (reader, filter) =>
      and(
        'text' in filter ? isNull(kanbanCards.archivedAt) : undefined,
        reader.role === 'admin'
          ? undefined
          : or(
              eq(kanbanBoards.membersOnly, false),
              eq(kanbanBoards.createdBy, reader.id),
              sql`${reader.id}::uuid = any(${kanbanBoards.memberIds})`,
            ),
      ),
  },
};

/** One query per kind of item, each keeping to what the reader may see, by title. */
export function createItemsRepository(db: Db): Record<ItemType, ItemReaderQuery> {
  const readerOf =
    (type: ItemType, source: ItemSource): ItemReaderQuery =>
    async (filter, reader, limit) => {
      const { table, id, title, route, join, visible } = source;
      const matching =
        'text' in filter ? ilike(title, containsPattern(filter.text)) : inArray(id, filter.ids);
      const from = db.select({ id, title, route }).from(table).$dynamic();
      const rows = await (join ? from.innerJoin(join.table, join.on) : from)
        .where(and(matching, visible?.(reader, filter)))
        .orderBy(asc(title))
        .limit(limit);
      return rows.map((row) => ({
        type,
        id: String(row.id),
        title: String(row.title),
        route: String(row.route),
      }));
    };
  return Object.fromEntries(
    Object.entries(SOURCES).map(([type, source]) => [type, readerOf(type as ItemType, source)]),
  ) as Record<ItemType, ItemReaderQuery>;
}
