import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { LoadOnOpen } from '../../components/load-on-open';
import { usePopupAnchor } from '../../components/use-popup-anchor';
import { useLanguage } from '../../locales/use-language';
import { useTranslation } from '../../locales/use-translation';
import { focusRing } from './focus-ring';
import { LanguageFlag } from './language-flags';
import { loadPopups, preloadPopups } from './popups-loader';

const LanguageMenu = lazy(() => loadPopups().then((module) => ({ default: module.LanguageMenu })));

/**
 * Header language picker: English, Français, العربية (Arabic also switches to rtl). The menu
 * (MUI Menu, Popover, Modal) loads with the shell's popups (`popups.ts`) when it first opens.
 */
export function LanguagePopover() {
  const { t } = useTranslation();
  const { language, onChangeLanguage } = useLanguage();
  const { anchor, popupId, close, buttonProps } = usePopupAnchor(preloadPopups);

  return (
    <>
      <IconButton
        aria-label={t('language.label')}
        aria-haspopup="menu"
        {...buttonProps}
        sx={(theme) => ({ width: 40, height: 40, ...focusRing(theme) })}
      >
        <LanguageFlag language={language} />
      </IconButton>
      <LoadOnOpen open={Boolean(anchor)}>
        <LanguageMenu
          id={popupId}
          anchor={anchor}
          language={language}
          onClose={close}
          onSelect={(option) => {
            close();
            void onChangeLanguage(option);
          }}
        />
      </LoadOnOpen>
    </>
  );
}
