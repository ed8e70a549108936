import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/**
 * MUI's `<Link component={RouterLink} variant="subtitle2">` (underline on hover) without
 * Link/Typography: a router link in the theme's subtitle2, primary or inherited colour.
 */
export const TextLink = styled(RouterLink, {
  shouldForwardProp: (prop) => prop !== 'color',
})<{ color?: 'primary' | 'inherit' }>(({ theme }) => ({
  margin: 0,
  ...theme.typography.subtitle2,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  variants: [{ props: { color: 'inherit' }, style: { color: 'inherit' } }],
}));
