import type { ChartData } from '@keeling/contract';
import type { TFunction } from '../../../locales/translate';

/**
 * What a derived series is, in the reader's language: "Moving average of 12 points", "Change on
 * the same period a year earlier (%)", "Divided by Population (historical) of “Population”,
 * joined on Code, Year". Null without one.
 */
export function derivedText(t: TFunction, derived: ChartData['derived']): string | null {
  if (!derived) return null;
  switch (derived.kind) {
    case 'movingAverage':
      return t('derived.movingAverage', { count: derived.window ?? 0 });
    case 'yearOnYear':
      return t(derived.change === 'percent' ? 'derived.yearOnYearPercent' : 'derived.yearOnYear');
    default:
      return t('derived.ratio', {
        column: derived.divisor ?? '',
        dataset: derived.provenance?.datasetName ?? '',
        keys: (derived.keys ?? []).join(', '),
      });
  }
}
