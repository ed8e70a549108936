import { alpha, type Components, type Theme } from '@mui/material/styles';

const STATUS_COLORS = ['success', 'warning', 'error', 'info'] as const;
const isStatus = (color: unknown): color is (typeof STATUS_COLORS)[number] =>
  STATUS_COLORS.includes(color as (typeof STATUS_COLORS)[number]);

const tooltipColor = (theme: Theme) =>
  theme.palette.mode === 'light' ? theme.palette.grey[800] : theme.palette.grey[700];

/** Minimal-like component defaults: soft cards, dark "inherit" buttons, quiet inputs. */
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '*': { boxSizing: 'border-box' },
      html: { height: '100%', WebkitOverflowScrolling: 'touch' },
      body: { minHeight: '100%' },
      '#root': { minHeight: '100%', display: 'flex', flexDirection: 'column' },
      img: { maxWidth: '100%', display: 'inline-block', verticalAlign: 'bottom' },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // An outlined or text button's label in its colour's readable tone, as links and outlined
      // chips have it: each colour's main is too light on paper for AA in light mode.
      root: ({ ownerState, theme }) => {
        const { color, variant } = ownerState;
        if (variant === 'contained' || !color || color === 'inherit') return { borderRadius: 8 };
        const tone = theme.palette[color];
        const light = theme.palette.mode === 'light';
        const text = isStatus(color) ? (light ? tone.darker : tone.light) : tone.dark;
        return {
          borderRadius: 8,
          color: text,
          ...(variant === 'outlined' ? { borderColor: alpha(text, 0.48) } : {}),
        };
      },
      sizeLarge: { minHeight: 48, fontSize: 15 },
    },
    variants: [
      {
        props: { variant: 'contained', color: 'inherit' },
        style: ({ theme }) => ({
          color: theme.palette.mode === 'light' ? '#FFFFFF' : theme.palette.grey[800],
          backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[800] : '#FFFFFF',
          '&:hover': {
            backgroundColor:
              theme.palette.mode === 'light' ? theme.palette.grey[700] : theme.palette.grey[400],
          },
        }),
      },
    ],
  },
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        position: 'relative',
        borderRadius: 16,
        boxShadow: theme.customShadows.card,
        zIndex: 0,
      }),
    },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiPopover: {
    styleOverrides: {
      paper: ({ theme }) => ({
        boxShadow: theme.customShadows.dropdown,
        borderRadius: 10,
      }),
    },
  },
  MuiInputBase: {
    styleOverrides: {
      // A search field clears with its own end-adornment button, not the browser's.
      input: { '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } },
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.text.primary,
        },
        '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focused': { color: theme.palette.text.primary },
        '&.Mui-error': { color: theme.palette.error.main },
      }),
    },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiTooltip: {
    defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 },
    styleOverrides: {
      tooltip: ({ theme }) => ({ backgroundColor: tooltipColor(theme), borderRadius: 6 }),
      arrow: ({ theme }) => ({ color: tooltipColor(theme) }),
    },
  },
  MuiBadge: { defaultProps: { max: 99 } },
  MuiAvatarGroup: { defaultProps: { max: 4 } },
  // Initials on the default grey: the page's text colour (AA), not the page's background colour.
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => ({
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 300 : 700],
      }),
    },
  },
  // An outlined chip's text in its colour's readable tone (its main is too light on paper).
  MuiChip: {
    styleOverrides: {
      root: ({ ownerState, theme }) => {
        const { color, variant } = ownerState;
        if (variant !== 'outlined') return {};
        // primary: its `dark`, each preset's text tone (as links); secondary: its deeper tone on
        // a light page, its brighter one on a dark page
        if (color === 'primary' || color === 'secondary') {
          const tone = theme.palette[color];
          const text =
            color === 'primary' || theme.palette.mode === 'light' ? tone.dark : tone.light;
          return { color: text, borderColor: alpha(text, 0.48) };
        }
        if (!isStatus(color)) return {};
        const tone = theme.palette[color];
        const text = theme.palette.mode === 'light' ? tone.darker : tone.light;
        return { color: text, borderColor: alpha(text, 0.48) };
      },
    },
  },
  // A link's text in the primary colour's text tone: AA on every surface of every preset
  // (each preset's `dark` is the deeper tone in light mode and the brighter one in dark mode).
  // A link that takes its text's style sits in running text: always underlined, to be told apart.
  MuiLink: {
    defaultProps: { underline: 'hover', color: 'primary.dark' },
    styleOverrides: {
      root: { '&.MuiLink-underlineHover.MuiTypography-inherit': { textDecoration: 'underline' } },
    },
  },
  MuiListItemButton: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
};
