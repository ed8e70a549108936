import type { SxProps, Theme } from '@mui/material/styles';

/** Typographic styles for rich text's tags (an article's page, a card's description, the editor). */
export const articleTypography = ((theme: Theme) => ({
  typography: 'body1',
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& h2': { ...theme.typography.h4, mt: 5, mb: 2 },
  '& h3': { ...theme.typography.h5, mt: 4, mb: 1.5 },
  '& p': { mt: 0, mb: 2, lineHeight: 1.75 },
  '& a': { color: 'primary.main' },
  '& ul, & ol': { pl: 3, mb: 2, '& li': { mb: 0.75 } },
  '& blockquote': {
    m: 0,
    my: 4,
    py: 2,
    px: 3,
    borderInlineStart: `solid 4px ${theme.palette.primary.main}`,
    bgcolor: 'background.neutral',
    borderRadius: 1,
    fontStyle: 'italic',
    color: 'text.secondary',
    '& p': { mb: 0 },
  },
  '& pre': {
    p: 2,
    my: 3,
    borderRadius: 1,
    overflowX: 'auto',
    fontSize: 14,
    color: 'grey.100',
    bgcolor: 'grey.900',
    direction: 'ltr',
  },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '& img': { display: 'block', maxWidth: 1, height: 'auto', my: 3, borderRadius: 1.5 },
  '& hr': { my: 4, border: 0, borderTop: `dashed 1px ${theme.palette.divider}` },
})) satisfies SxProps<Theme>;
