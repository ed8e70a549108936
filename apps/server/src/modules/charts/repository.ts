import type { Aggregation, Chart, ChartGrain, ChartSpec, ChartType } from '@keeling/contract';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChartRow, charts } from '../../db/schema';

export function toChart(row: ChartRow): Chart {
  return {
    id: row.id,
    datasetId: row.datasetId,
    title: row.title,
    type: row.type as ChartType,
    xColumn: row.xColumn,
    yColumns: row.yColumns,
    seriesColumn: row.seriesColumn,
    seriesValues: row.seriesValues,
    aggregation: row.aggregation as Aggregation,
    grain: row.grain as ChartGrain,
    rangeFrom: row.rangeFrom,
    rangeTo: row.rangeTo,
    unit: row.unit,
    ...(row.derived ? { derived: row.derived } : {}),
    ...(row.kpi ? { kpi: row.kpi } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (spec: ChartSpec) => ({
  datasetId: spec.datasetId,
  title: spec.title,
  type: spec.type,
  xColumn: spec.xColumn,
  yColumns: spec.yColumns,
  seriesColumn: spec.seriesColumn,
  seriesValues: spec.seriesColumn === null ? [] : spec.seriesValues,
  aggregation: spec.aggregation,
  grain: spec.grain,
  rangeFrom: spec.rangeFrom?.trim() || null,
  rangeTo: spec.rangeTo?.trim() || null,
  unit: spec.unit,
  derived: spec.derived ?? null,
  kpi: spec.type === 'kpi' ? (spec.kpi ?? null) : null,
});

export function createChartsRepository(db: Db) {
  return {
    /** Every chart, or those over a data set: built on it, or dividing by it (a ratio). */
    async list(datasetId?: string): Promise<Chart[]> {
      const rows = await db
        .select()
        .from(charts)
        .where(
          datasetId
            ? or(
                eq(charts.datasetId, datasetId),
                sql`${charts.derived}->>'datasetId' = ${datasetId}`,
              )
            : undefined,
        )
        .orderBy(desc(charts.updatedAt), desc(charts.id));
      return rows.map(toChart);
    },

    async findById(id: string): Promise<Chart | undefined> {
      const [row] = await db.select().from(charts).where(eq(charts.id, id)).limit(1);
      return row && toChart(row);
    },

    /** The charts among `ids` that exist, in no particular order. */
    async findByIds(ids: readonly string[]): Promise<Chart[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(charts)
        .where(inArray(charts.id, [...ids]));
      return rows.map(toChart);
    },

    async insert(spec: ChartSpec, createdBy: string | null): Promise<Chart> {
      const [row] = await db
        .insert(charts)
        .values({ ...valuesOf(spec), createdBy })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      return toChart(row);
    },

    async update(id: string, spec: ChartSpec): Promise<Chart | undefined> {
      const [row] = await db
        .update(charts)
        .set({ ...valuesOf(spec), updatedAt: sql`now()` })
        .where(eq(charts.id, id))
        .returning();
      return row && toChart(row);
    },

    /** Deletes these charts (a data set's delete: those dividing by it). */
    async deleteMany(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(charts).where(inArray(charts.id, [...ids]));
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(charts).where(eq(charts.id, id)).returning({ id: charts.id });
      return rows.length > 0;
    },
  };
}

export type ChartsRepository = ReturnType<typeof createChartsRepository>;
