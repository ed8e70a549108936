import type { ArticleSort, ArticleStatus } from '@keeling/contract';
import { useState } from 'react';
import { downloadText } from '../../../lib/csv';
import { useTranslation } from '../../../locales/use-translation';
import { articlesCsv, fetchAllArticles } from '../utils/export-articles';

const CSV_COLUMNS = ['title', 'slug', 'status', 'author', 'tags', 'views', 'published', 'updated'];

interface ExportFilters {
  search: string;
  sort: ArticleSort;
  status?: ArticleStatus;
}

/** Exports the whole filtered result (not just the page) as a CSV download. */
export function useCsvExport(onDone: (message: string, isError?: boolean) => void) {
  const { t } = useTranslation('blog');
  const [isExporting, setExporting] = useState(false);

  const exportCsv = async (filters: ExportFilters) => {
    setExporting(true);
    try {
      const items = await fetchAllArticles(filters);
      const csv = articlesCsv(items, {
        headers: CSV_COLUMNS.map((column) => t(`management.csv.${column}`)),
        status: (status) => t(`management.status.${status}`),
        date: (value) => new Date(value).toISOString(),
      });
      downloadText(csv, `articles-${new Date().toISOString().slice(0, 10)}.csv`);
      onDone(t('management.exported', { count: items.length }));
    } catch {
      onDone(t('management.exportFailed'), true);
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, isExporting };
}
