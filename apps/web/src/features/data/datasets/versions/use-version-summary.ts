import type { Dataset, DatasetVersionChanges } from '@keeling/contract';
import { useMemo } from 'react';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { xFormatter } from '../../utils/x-format';

/** A value of a data set's column as a reader reads it: dates by their precision, numbers plain. */
export function useCellFormat(dataset: Dataset) {
  const { locale } = useLocaleFormat();
  return useMemo(() => {
    const formats = new Map(dataset.columns.map((c) => [c.key, xFormatter(c.type, locale)]));
    return (key: string, value: string | number | null) =>
      value === null ? '—' : (formats.get(key) ?? String)(value);
  }, [dataset.columns, locale]);
}

/**
 * What a version changed, in words: "1 added, 2 changed", and the time column's last value
 * before and after ("latest: Jun 2026 → Jul 2026").
 */
export function useVersionSummary(dataset: Dataset) {
  const { t } = useTranslation('data');
  const { locale } = useLocaleFormat();
  const cell = useCellFormat(dataset);
  return useMemo(() => {
    const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    return {
      rows(changes: DatasetVersionChanges): string {
        const parts = (['added', 'removed', 'changed'] as const)
          .filter((kind) => changes[kind] > 0)
          .map((kind) => t(`versions.${kind}`, { count: changes[kind] }));
        return parts.length ? list.format(parts) : t('versions.unchanged');
      },
      latest(changes: DatasetVersionChanges): string | null {
        const { time } = changes;
        if (!time?.before || !time.after) return null;
        return t('versions.latest', {
          before: cell(time.column, time.before.last),
          after: cell(time.column, time.after.last),
        });
      },
      columns(changes: DatasetVersionChanges): string[] {
        const { added, removed, renamed } = changes.columns;
        return [
          ...(added.length ? [t('versions.columnsAdded', { names: list.format(added) })] : []),
          ...(removed.length
            ? [t('versions.columnsRemoved', { names: list.format(removed) })]
            : []),
          ...(renamed.length
            ? [
                t('versions.columnsRenamed', {
                  names: list.format(renamed.map((r) => `${r.from} → ${r.to}`)),
                }),
              ]
            : []),
        ];
      },
    };
  }, [t, locale, cell]);
}
