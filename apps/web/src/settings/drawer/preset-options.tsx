import { COLOR_PRESETS } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../locales/use-translation';
import { colorPresets } from '../../theme/color-presets';
import type { ThemeColorPreset } from '../settings-config';
import { DrawerSection } from './drawer-section';

/** SPEC §2: colour presets as a grid of 3 columns; each swatch is named after its preset. */
export function PresetOptions({
  value,
  onChange,
}: {
  value: ThemeColorPreset;
  onChange: (preset: ThemeColorPreset) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <DrawerSection title={t('presets.label')} columns={3}>
      {COLOR_PRESETS.map((preset) => {
        const color = colorPresets[preset].swatch;
        const selected = value === preset;
        return (
          <ButtonBase
            key={preset}
            aria-label={preset}
            aria-pressed={selected}
            onClick={() => onChange(preset)}
            sx={(theme) => ({
              height: 56,
              borderRadius: 1.5,
              border: `1px solid ${selected ? alpha(color, 0.48) : theme.palette.divider}`,
              bgcolor: selected ? alpha(color, 0.12) : 'transparent',
              '&:hover': { bgcolor: alpha(color, 0.08) },
              '&.Mui-focusVisible': { outline: `2px solid ${color}`, outlineOffset: 2 },
            })}
          >
            <Box
              aria-hidden
              sx={{
                width: selected ? 28 : 20,
                height: selected ? 28 : 20,
                borderRadius: '50%',
                bgcolor: color,
                transition: 'width 150ms, height 150ms',
              }}
            />
          </ButtonBase>
        );
      })}
    </DrawerSection>
  );
}
