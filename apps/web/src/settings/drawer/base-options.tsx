import { useTranslation } from '../../locales/use-translation';
import type { SettingsContextValue } from '../settings-context';
import { AlignLeftIcon, AlignRightIcon, ContrastIcon, MoonIcon, SunIcon } from './drawer-icons';
import { DrawerSection } from './drawer-section';
import { OptionButton } from './option-button';

type Props = Pick<SettingsContextValue, 'settings' | 'onUpdate'>;

/** Mode, Contrast and Direction: two options each. */
export function BaseOptions({ settings, onUpdate }: Props) {
  const { t } = useTranslation('settings');
  const { themeMode: mode, themeContrast: contrast, themeDirection: direction } = settings;
  return (
    <>
      <DrawerSection title={t('mode.label')}>
        <OptionButton
          label={t('mode.light')}
          icon={<SunIcon />}
          selected={mode === 'light'}
          onClick={() => onUpdate('themeMode', 'light')}
        />
        <OptionButton
          label={t('mode.dark')}
          icon={<MoonIcon />}
          selected={mode === 'dark'}
          onClick={() => onUpdate('themeMode', 'dark')}
        />
      </DrawerSection>
      <DrawerSection title={t('contrast.label')}>
        <OptionButton
          label={t('contrast.default')}
          icon={<ContrastIcon sx={{ opacity: 0.48 }} />}
          selected={contrast === 'default'}
          onClick={() => onUpdate('themeContrast', 'default')}
        />
        <OptionButton
          label={t('contrast.bold')}
          icon={<ContrastIcon />}
          selected={contrast === 'bold'}
          onClick={() => onUpdate('themeContrast', 'bold')}
        />
      </DrawerSection>
      <DrawerSection title={t('direction.label')}>
        <OptionButton
          label={t('direction.ltr')}
          icon={<AlignLeftIcon />}
          selected={direction === 'ltr'}
          onClick={() => onUpdate('themeDirection', 'ltr')}
        />
        <OptionButton
          label={t('direction.rtl')}
          icon={<AlignRightIcon />}
          selected={direction === 'rtl'}
          onClick={() => onUpdate('themeDirection', 'rtl')}
        />
      </DrawerSection>
    </>
  );
}
