import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { buttonBaseStyles } from './button-base';
import { rippleStyles, useRipple } from './ripple';

const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

type Variant = 'contained' | 'outlined';

/**
 * MUI's large `color="inherit"` Button (contained or outlined, with the theme's overrides in
 * theme/components.ts) as one styled element: the sign-in page and the route error page need
 * only this, not ButtonBase, TouchRipple and CircularProgress (≈ 7 KiB gzip).
 */
const Root = styled('button', {
  // Not forwarding `as` lets emotion render the link variant as <a>.
  shouldForwardProp: (prop) =>
    prop !== 'variant' && prop !== 'fullWidth' && prop !== 'loading' && prop !== 'as',
})<{ variant: Variant; fullWidth?: boolean; loading?: boolean }>(({ theme }) => {
  const isLight = theme.palette.mode === 'light';
  const hoverBg = theme.alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity);
  return {
    ...buttonBaseStyles,
    ...theme.typography.button,
    minWidth: 64,
    border: 0,
    borderRadius: 8,
    minHeight: 48,
    fontSize: 15,
    color: 'inherit',
    boxShadow: 'none',
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      {
        duration: theme.transitions.duration.short,
      },
    ),
    '&:hover': { textDecoration: 'none' },
    '&:disabled': {
      pointerEvents: 'none',
      cursor: 'default',
      color: theme.palette.action.disabled,
    },
    '@media print': { printColorAdjust: 'exact' },
    ...rippleStyles(theme),
    variants: [
      {
        props: { variant: 'contained' },
        style: {
          padding: '8px 22px',
          color: isLight ? '#FFFFFF' : theme.palette.grey[800],
          backgroundColor: isLight ? theme.palette.grey[800] : '#FFFFFF',
          '&:hover': {
            backgroundColor: isLight ? theme.palette.grey[700] : theme.palette.grey[400],
          },
          '&:disabled': {
            color: theme.palette.action.disabled,
            backgroundColor: theme.palette.action.disabledBackground,
          },
        },
      },
      {
        props: { variant: 'outlined' },
        style: {
          padding: '7px 21px',
          border: '1px solid currentColor',
          backgroundColor: 'transparent',
          '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBg } },
          '&:disabled': { border: `1px solid ${theme.palette.action.disabledBackground}` },
        },
      },
      { props: { fullWidth: true }, style: { width: '100%' } },
      // Loading implies disabled: the label is hidden under the spinner.
      { props: { loading: true }, style: { '&:disabled': { color: 'transparent' } } },
    ],
  };
});

/** MUI's CircularProgress (16 px, indeterminate) as the loading button shows it. */
const Spinner = styled('span')(({ theme }) => ({
  position: 'absolute',
  visibility: 'visible',
  display: 'flex',
  left: '50%',
  transform: 'translate(-50%)',
  color: theme.palette.action.disabled,
  '& > span': {
    display: 'inline-block',
    width: 16,
    height: 16,
    animation: `${rotate} 1.4s linear infinite`,
  },
  '& svg': { display: 'block' },
  '& circle': {
    stroke: 'currentColor',
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
    animation: `${dash} 1.4s ease-in-out infinite`,
  },
}));

type PlainButtonProps = Omit<ComponentProps<'button'>, 'ref'> & {
  variant?: Variant;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner over its (hidden) label. */
  loading?: boolean;
  /** Renders a link styled as the button. */
  href?: string;
  children: ReactNode;
};

/** The ripple owns the pointer, focus and key handlers (callers pass onClick, type, href). */
export function PlainButton({
  variant = 'contained',
  loading = false,
  disabled = false,
  href,
  id,
  children,
  ...other
}: PlainButtonProps) {
  const autoId = useId();
  const isDisabled = disabled || loading;
  const { handlers, container } = useRipple({ disabled: isDisabled });
  const buttonId = id ?? (loading ? autoId : undefined);
  return (
    <Root
      {...other}
      {...handlers}
      {...(href ? { as: 'a', href } : { disabled: isDisabled })}
      variant={variant}
      loading={loading}
      id={buttonId}
    >
      {loading && (
        <Spinner>
          <span role="progressbar" aria-labelledby={buttonId}>
            <svg viewBox="22 22 44 44" aria-hidden="true">
              <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
            </svg>
          </span>
        </Spinner>
      )}
      {children}
      {container}
    </Root>
  );
}
