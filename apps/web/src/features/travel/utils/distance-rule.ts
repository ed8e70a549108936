import { MODE_DISTANCE_KM, type TravelMode } from '@keeling/contract/constants';
import type { TFunction } from '../../../locales/translate';
import type { useLocaleFormat } from '../../../locales/use-locale-format';

/**
 * The distances over which the comparison lists a mode (the contract's MODE_DISTANCE_KM, the
 * API's rule), in words: "up to 60 km", "100 to 1,200 km", "from 3,700 km".
 */
export function distanceRule(
  mode: TravelMode,
  t: TFunction,
  format: Pick<ReturnType<typeof useLocaleFormat>, 'number'>,
): string {
  const { min, max } = MODE_DISTANCE_KM[mode];
  const values = { min: format.number(min), max: max === undefined ? '' : format.number(max) };
  if (max === undefined) return t('sources.rule.from', values);
  return t(min > 0 ? 'sources.rule.between' : 'sources.rule.upTo', values);
}
