import { THEME_LAYOUTS } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from '../../locales/use-translation';
import type { Settings } from '../settings-config';
import { DrawerSection } from './drawer-section';
import { OptionButton } from './option-button';

type Layout = Settings['themeLayout'];

/** A tiny picture of the layout: where the nav sits and how wide it is. */
function LayoutPicture({ layout, selected }: { layout: Layout; selected: boolean }) {
  const isHorizontal = layout === 'horizontal';
  const bar = (theme: Theme) => (selected ? theme.palette.primary.main : theme.palette.grey[500]);
  return (
    <Box
      aria-hidden
      sx={{
        width: 1,
        maxWidth: 56,
        height: 40,
        p: 0.5,
        gap: 0.5,
        display: 'flex',
        flexDirection: isHorizontal ? 'column' : 'row',
      }}
    >
      <Box
        sx={(theme) => ({
          flexShrink: 0,
          borderRadius: 0.5,
          bgcolor: alpha(bar(theme), 0.72),
          ...(isHorizontal ? { height: 8 } : { width: layout === 'mini' ? 8 : 16 }),
        })}
      />
      <Box sx={(theme) => ({ flexGrow: 1, borderRadius: 0.5, bgcolor: alpha(bar(theme), 0.2) })} />
    </Box>
  );
}

export function LayoutOptions({
  value,
  onChange,
}: {
  value: Layout;
  onChange: (layout: Layout) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <DrawerSection title={t('layout.label')} columns={3}>
      {THEME_LAYOUTS.map((layout) => (
        <OptionButton
          key={layout}
          label={t(`layout.${layout}`)}
          selected={value === layout}
          onClick={() => onChange(layout)}
          icon={<LayoutPicture layout={layout} selected={value === layout} />}
        />
      ))}
    </DrawerSection>
  );
}
