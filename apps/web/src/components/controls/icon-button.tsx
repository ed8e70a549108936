import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import { buttonBaseStyles } from './button-base';
import { rippleStyles, useRipple } from './ripple';

/** MUI's IconButton (medium, edge="end") with its centred ripple, without ButtonBase. */
const Root = styled('button')(({ theme }) => ({
  ...buttonBaseStyles,
  backgroundColor: 'transparent',
  border: 0,
  marginRight: -12,
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    backgroundColor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '@media print': { printColorAdjust: 'exact' },
  ...rippleStyles(theme),
}));

/** The ripple owns the pointer, focus and key handlers (the password toggle passes onClick). */
export function IconButton({ children, ...other }: Omit<ComponentProps<'button'>, 'ref'>) {
  const { handlers, container } = useRipple({ center: true });
  return (
    <Root type="button" {...other} {...handlers}>
      {children}
      {container}
    </Root>
  );
}
