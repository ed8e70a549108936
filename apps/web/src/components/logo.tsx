import Box, { type BoxProps } from '@mui/material/Box';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../config/app-name';

interface LogoProps extends BoxProps {
  /** Where the logo links; an empty string renders the plain mark. */
  href?: string;
  size?: number;
}

/** Keeling's mark (same drawing as public/logo/logo.svg): the rising CO2 curve on burgundy. */
export function Logo({ href = '/', size = 40, sx, ...other }: LogoProps) {
  const id = useId();
  const mark = (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9E2A3A" />
          <stop offset="1" stopColor="#6B1524" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="16" fill={`url(#${id}bg)`} />
      <path
        d="M12 46 C16 44 17 47 20 44 S24 41 27 40 S31 42 34 37 S38 33 41 33 S45 34 48 27 S51 21 53 19"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="53" cy="17.5" r="4" fill="#E9C46A" />
      <path
        d="M12 52 H52"
        stroke="#F3E6D3"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
  const boxSx = [
    { display: 'inline-flex', flexShrink: 0, width: size, height: size },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (!href) {
    return (
      <Box component="span" sx={boxSx} {...other}>
        {mark}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={href} aria-label={APP_NAME} sx={boxSx} {...other}>
      {mark}
    </Box>
  );
}
