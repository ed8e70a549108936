import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { LoadOnOpen } from '../../components/load-on-open';
import { usePopupAnchor } from '../../components/use-popup-anchor';
import { retryImport } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';
import { useLanguage } from '../../settings/use-language';
import { focusRing } from './focus-ring';
import { LanguageFlag } from './language-flags';

const LanguageMenu = lazy(() =>
  retryImport(() => import('./language-menu')).then((module) => ({ default: module.LanguageMenu })),
);

/**
 * Header language picker: English, Français, العربية (Arabic also switches to rtl). The menu
 * loads when it first opens.
 */
export function LanguagePopover() {
  const { t } = useTranslation();
  const { language, onChangeLanguage } = useLanguage();
  const { anchor, popupId, close, buttonProps } = usePopupAnchor();

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
