import Box, { type BoxProps } from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/use-translation';

/** Points of a Keeling-like curve: a steady rise with a seasonal wobble (drawing only, not data). */
function curvePath(width: number, height: number, top: number): string {
  const points: string[] = [];
  for (let i = 0; i <= 96; i += 1) {
    const t = i / 96;
    const trend = t ** 1.35 * (height - 26);
    const season = Math.sin(t * Math.PI * 2 * 8) * 7;
    const x = 40 + t * width;
    const y = top + height - trend - season;
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return points.join(' ');
}

const LINE = curvePath(300, 150, 70);
const AREA = `${LINE} L340 230 L40 230 Z`;

/** Mauna Loa at dawn under a rising CO2 curve: Keeling's own drawing. */
export function KeelingIllustration(props: BoxProps) {
  const { t } = useTranslation('auth');
  const { palette, direction } = useTheme();
  const primary = palette.primary;
  // The unit label starts on the reading side and the place's pill sits on the other: in rtl the
  // label's "start" is its right end, so it grows into the card, never past its edge.
  const isRtl = direction === 'rtl';
  const unitX = isRtl ? 340 : 40;
  const pillX = isRtl ? 40 : 262;
  return (
    <Box {...props}>
      <svg
        viewBox="0 0 380 320"
        width="100%"
        height="100%"
        role="img"
        aria-label={t('illustration')}
      >
        <defs>
          <linearGradient id="ki-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={primary.main} stopOpacity="0.28" />
            <stop offset="100%" stopColor={primary.main} stopOpacity="0" />
          </linearGradient>
          <linearGradient id="ki-hill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={primary.main} stopOpacity="0.9" />
            <stop offset="100%" stopColor={primary.darker} stopOpacity="0.95" />
          </linearGradient>
        </defs>
        <rect
          x="14"
          y="24"
          width="352"
          height="232"
          rx="20"
          fill={palette.background.paper}
          data-part="card"
        />
        <rect
          x="14"
          y="24"
          width="352"
          height="232"
          rx="20"
          fill="none"
          stroke={palette.grey[300]}
        />
        {[90, 130, 170, 210].map((y) => (
          <line
            key={y}
            x1="40"
            x2="340"
            y1={y}
            y2={y}
            stroke={palette.grey[300]}
            strokeDasharray="4 6"
          />
        ))}
        <text
          x={unitX}
          y="56"
          fontSize="13"
          fontWeight="700"
          fill={palette.grey[800]}
          data-part="unit"
        >
          {t('illustrationUnit')}
        </text>
        <rect x={pillX} y="42" width="78" height="22" rx="11" fill={primary.lighter} />
        <text
          x={pillX + 39}
          y="57"
          fontSize="11"
          fontWeight="700"
          fill={primary.dark}
          textAnchor="middle"
          data-part="place"
        >
          {t('illustrationPlace')}
        </text>
        <path d={AREA} fill="url(#ki-area)" />
        <path d={LINE} fill="none" stroke={primary.main} strokeWidth="3" strokeLinejoin="round" />
        <circle
          cx="340"
          cy="88"
          r="6"
          fill={palette.background.paper}
          stroke={primary.main}
          strokeWidth="3"
        />
        <path
          d="M24 320 L128 262 Q160 244 190 247 Q220 244 252 262 L356 320 Z"
          fill="url(#ki-hill)"
        />
        <path
          d="M150 256 Q190 240 230 256"
          fill="none"
          stroke={primary.lighter}
          strokeOpacity="0.45"
          strokeWidth="2.5"
        />
        <path d="M182 246 a8 8 0 0 1 16 0 Z" fill={palette.grey[100]} />
        {/* the CO2 molecule in the chart's empty corner, clear of the labels in every language */}
        <g transform="translate(60 104)" data-part="molecule">
          <rect x="-4" y="-11" width="64" height="22" rx="11" fill={palette.grey[100]} />
          <circle cx="10" cy="0" r="5" fill={palette.grey[400]} />
          <circle cx="28" cy="0" r="6.5" fill={palette.grey[700]} />
          <circle cx="46" cy="0" r="5" fill={palette.grey[400]} />
          <path
            d="M15 -1.5h7M15 1.5h7M34 -1.5h7M34 1.5h7"
            stroke={palette.grey[500]}
            strokeWidth="1.2"
          />
        </g>
      </svg>
    </Box>
  );
}
