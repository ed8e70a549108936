import type { DatasetAnnotation, DatasetAnnotationBody } from '@keeling/contract';
import { COMMON_ERROR_CODES } from '@keeling/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DatasetAnnotationRow, datasetAnnotations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../lib/cache';

const toAnnotation = (row: DatasetAnnotationRow): DatasetAnnotation => ({
  id: row.id,
  from: row.fromDay,
  to: row.toDay,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

const annotationNotFound = () =>
  new AppError(404, COMMON_ERROR_CODES.notFound, 'Annotation not found');

/**
 * Notes on a data set's time ranges (DESIGN §5 data sets: read signed in, write editor+). Charts
 * read them through `of` (cached with the data sets: a write drops them).
 */
export function createAnnotations(db: Db, cache?: Cache) {
  const changed = () => cache?.invalidate('datasets', 'charts');
  return {
    /** A data set's notes, by start. */
    async of(datasetId: string): Promise<DatasetAnnotation[]> {
      const rows = await db
        .select()
        .from(datasetAnnotations)
        .where(eq(datasetAnnotations.datasetId, datasetId))
        .orderBy(asc(datasetAnnotations.fromDay), asc(datasetAnnotations.createdAt));
      return rows.map(toAnnotation);
    },

    async add(
      datasetId: string,
      body: DatasetAnnotationBody,
      actorId: string | null,
    ): Promise<DatasetAnnotation> {
      const [row] = await db
        .insert(datasetAnnotations)
        .values({
          datasetId,
          fromDay: body.from,
          toDay: body.to,
          text: body.text,
          createdBy: actorId,
        })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      await changed();
      return toAnnotation(row);
    },

    async remove(datasetId: string, id: string): Promise<void> {
      const rows = await db
        .delete(datasetAnnotations)
        .where(and(eq(datasetAnnotations.datasetId, datasetId), eq(datasetAnnotations.id, id)))
        .returning({ id: datasetAnnotations.id });
      if (rows.length === 0) throw annotationNotFound();
      await changed();
    },
  };
}

export type Annotations = ReturnType<typeof createAnnotations>;
