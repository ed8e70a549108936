import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface OptionButtonProps {
  label: ReactNode;
  selected: boolean;
  onClick: () => void;
  icon?: ReactNode;
  'aria-label'?: string;
}

/** One choice of a drawer section: a card that is a toggle button (aria-pressed). */
export function OptionButton({ label, selected, onClick, icon, ...aria }: OptionButtonProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={onClick}
      {...aria}
      sx={(theme) => ({
        py: 1.75,
        px: 1,
        gap: 1,
        width: 1,
        flexDirection: 'column',
        borderRadius: 1.5,
        typography: 'subtitle2',
        color: 'text.secondary',
        border: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create(['background-color', 'box-shadow', 'color']),
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        ...(selected && {
          color: 'text.primary',
          bgcolor: 'background.paper',
          borderColor: alpha(theme.palette.primary.main, 0.48),
          boxShadow: theme.customShadows.z8,
          '& svg': { color: 'primary.main' },
        }),
      })}
    >
      {icon}
      {label}
    </ButtonBase>
  );
}
