import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '../../locales/locales-config';
import { useTranslation } from '../../locales/use-translation';
import { LanguageFlag } from './language-flags';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  language: Language;
  onClose: () => void;
  onSelect: (language: Language) => void;
}

/** The language picker's menu. */
export function LanguageMenu({ id, anchor, language, onClose, onSelect }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 180 } }, list: { sx: { p: 0.5 } } }}
    >
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === language}
          onClick={() => onSelect(option)}
          sx={{ gap: 1.5, borderRadius: 0.75, typography: 'body2' }}
        >
          <LanguageFlag language={option} />
          {t(`language.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
