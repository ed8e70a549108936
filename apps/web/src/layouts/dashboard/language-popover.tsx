import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { LANGUAGES } from '../../locales/locales-config';
import { useLanguage } from '../../locales/use-language';
import { useTranslation } from '../../locales/use-translation';
import { focusRing } from './focus-ring';
import { LanguageFlag } from './language-flags';

/** Header language picker: English, Français, العربية (Arabic also switches to rtl). */
export function LanguagePopover() {
  const { t } = useTranslation();
  const { language, onChangeLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({ width: 40, height: 40, ...focusRing(theme) })}
      >
        <LanguageFlag language={language} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 180 } }, list: { sx: { p: 0.5 } } }}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => {
              setAnchor(null);
              void onChangeLanguage(option);
            }}
            sx={{ gap: 1.5, borderRadius: 0.75, typography: 'body2' }}
          >
            <LanguageFlag language={option} />
            {t(`language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
