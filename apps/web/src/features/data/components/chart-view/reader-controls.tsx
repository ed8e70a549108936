import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { OutlinedField } from '../../../../components/outlined-field';
import { SelectField } from '../../../../components/select-field';
import { useTranslation } from '../../../../locales/use-translation';
import { MEASURES, RANGE_PRESETS, type ReaderView, SCALES } from '../../utils/reader-view';

interface ReaderControlsProps {
  view: ReaderView;
  onChange: (changes: Partial<ReaderView>) => void;
  /** Whether the x is a time or a number (a range applies), not text. */
  ranged: boolean;
  title: string;
}

const FIELD_WIDTH = 120;

interface ChoicesProps<T extends string> {
  label: string;
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}

/** One of a few choices as toggle buttons (pressed: the chosen one; a second click keeps it). */
function Choices<T extends string>({ label, choices, value, onChange }: ChoicesProps<T>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
    >
      {choices.map(([choice, text]) => (
        <ToggleButton key={choice} value={choice}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Time range, measure, scale and the Chart / Table tabs a reader sets on a chart. */
export function ReaderControls({ view, onChange, ranged, title }: ReaderControlsProps) {
  const { t } = useTranslation('data');
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {ranged && (
          <Choices
            label={t('reader.range', { title })}
            choices={RANGE_PRESETS.map((range) => [range, t(`reader.ranges.${range}`)] as const)}
            value={view.range}
            onChange={(range) => onChange({ range })}
          />
        )}
        {ranged && view.range === 'custom' && (
          <>
            <OutlinedField
              size="small"
              label={t('reader.from')}
              value={view.from}
              onChange={(event) => onChange({ from: event.target.value.trim() })}
              sx={{ width: FIELD_WIDTH }}
            />
            <OutlinedField
              size="small"
              label={t('reader.to')}
              value={view.to}
              onChange={(event) => onChange({ to: event.target.value.trim() })}
              sx={{ width: FIELD_WIDTH }}
            />
          </>
        )}
        <SelectField<ReaderView['measure']>
          size="small"
          label={t('reader.measure')}
          value={view.measure}
          onChange={(event) => onChange({ measure: event.target.value as ReaderView['measure'] })}
          sx={{ minWidth: 180 }}
        >
          {MEASURES.map((measure) => (
            <MenuItem key={measure} value={measure}>
              {t(`reader.measures.${measure}`)}
            </MenuItem>
          ))}
        </SelectField>
        {view.measure === 'index' && (
          <OutlinedField
            size="small"
            label={t('reader.base')}
            helperText={t('reader.baseHelp')}
            value={view.base}
            onChange={(event) => onChange({ base: event.target.value.trim() })}
            sx={{ width: FIELD_WIDTH }}
          />
        )}
        <Choices
          label={t('reader.scale', { title })}
          choices={SCALES.map((scale) => [scale, t(`reader.scales.${scale}`)] as const)}
          value={view.scale}
          onChange={(scale) => onChange({ scale })}
        />
      </Stack>
      <Tabs
        value={view.tab}
        onChange={(_event, tab) => onChange({ tab })}
        aria-label={t('reader.tabs', { title })}
      >
        <Tab value="chart" label={t('reader.chartTab')} />
        <Tab value="table" label={t('reader.tableTab')} />
      </Tabs>
    </Stack>
  );
}
