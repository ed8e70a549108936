import Box, { type BoxProps } from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** "404" drawn as a broken chart line over a sky; our own inline SVG. */
export function NotFoundIllustration(props: BoxProps) {
  const { palette } = useTheme();
  return (
    <Box {...props}>
      <svg viewBox="0 0 480 264" width="100%" height="100%" aria-hidden="true">
        <defs>
          <linearGradient id="nf-bg" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={palette.primary.lighter} stopOpacity="0.7" />
            <stop offset="100%" stopColor={palette.primary.lighter} stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d="M40 250c0-90 60-200 200-200s200 110 200 200Z" fill="url(#nf-bg)" />
        <text
          x="240"
          y="190"
          textAnchor="middle"
          fontSize="128"
          fontWeight="800"
          fill={palette.primary.main}
          fillOpacity="0.9"
        >
          404
        </text>
        <path
          d="M60 236c30-6 44-22 70-18s36 16 60 8M290 226c26-10 40-30 66-24s40 10 64-6"
          fill="none"
          stroke={palette.grey[800]}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M205 232l20-12m10 14l24-18"
          stroke={palette.error.main}
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="2 8"
        />
        <circle
          cx="190"
          cy="226"
          r="6"
          fill={palette.background.paper}
          stroke={palette.grey[800]}
          strokeWidth="3"
        />
        <circle
          cx="290"
          cy="226"
          r="6"
          fill={palette.background.paper}
          stroke={palette.grey[800]}
          strokeWidth="3"
        />
        <rect x="40" y="250" width="400" height="3" rx="1.5" fill={palette.grey[300]} />
      </svg>
    </Box>
  );
}
