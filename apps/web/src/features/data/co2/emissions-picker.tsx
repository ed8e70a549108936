import { CHART_LIMITS, type Co2Summary } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

type Entity = NonNullable<Co2Summary['emissions']>['entities'][number];

interface EmissionsPickerProps {
  entities: Entity[];
  unit: string;
  value: string[];
  onChange: (values: string[]) => void;
}

/**
 * The countries and regions to draw: searched as typed, countries apart from OWID's aggregates
 * (regions, income groups), each group largest latest value first.
 */
export function EmissionsPicker({ entities, unit, value, onChange }: EmissionsPickerProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { options, byName } = useMemo(() => {
    // the server sends them largest first; a stable sort keeps that order within each group
    const options = [...entities].sort((a, b) => Number(a.aggregate) - Number(b.aggregate));
    return {
      options: options.map((e) => e.name),
      byName: new Map(options.map((e) => [e.name, e])),
    };
  }, [entities]);
  const latest = (entity: Entity | undefined) =>
    entity?.latest == null
      ? ''
      : ` · ${format.number(entity.latest, { notation: 'compact', maximumFractionDigits: 1 })}${unit ? ` ${unit}` : ''}${entity.year ? ` (${entity.year.slice(0, 4)})` : ''}`;

  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, values) => onChange(values.slice(0, CHART_LIMITS.seriesValuesMax))}
      groupBy={(name) =>
        byName.get(name)?.aggregate ? t('co2.pickerAggregates') : t('co2.pickerCountries')
      }
      filterSelectedOptions
      noOptionsText={t('builder.noValues')}
      renderOption={({ key, ...optionProps }, name) => (
        <li key={key} {...optionProps}>
          {name}
          {latest(byName.get(name))}
        </li>
      )}
      renderInput={(params) => (
        <OutlinedField {...params} label={t('co2.countries')} helperText={t('co2.countriesHelp')} />
      )}
    />
  );
}
