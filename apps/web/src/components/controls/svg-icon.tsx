import { styled } from '@mui/material/styles';

/** MUI's SvgIcon look (1em square, currentColor, 20 px by default) without its slots machinery. */
const Svg = styled('svg')(({ theme }) => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  fill: 'currentColor',
  fontSize: 20,
}));

export function SvgIcon(props: React.ComponentProps<typeof Svg>) {
  return <Svg focusable="false" aria-hidden="true" viewBox="0 0 24 24" {...props} />;
}
