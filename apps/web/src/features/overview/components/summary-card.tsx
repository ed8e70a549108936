import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'secondary' | 'info' | 'warning';

interface SummaryCardProps {
  title: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ReactNode;
  tone?: Tone;
  /**
   * Set while the fact loads: the card is a status with this name, its value and caption
   * skeletons the size of the (typical) text given, so the real card takes the same room.
   */
  loadingLabel?: string | undefined;
}

/** A skeleton the size of `text`, or the text. */
const maybeSkeleton = (text: ReactNode, loading: boolean) =>
  loading ? (
    <Skeleton>
      <span>{text}</span>
    </Skeleton>
  ) : (
    text
  );

/** A tinted widget like Minimal's summary cards, for one real fact. */
export function SummaryCard(props: SummaryCardProps) {
  const { title, value, caption, icon, tone = 'primary', loadingLabel } = props;
  const loading = loadingLabel !== undefined;
  const { palette } = useTheme();
  const color = palette[tone];
  const isDark = palette.mode === 'dark';
  return (
    <Card
      component={loading ? 'div' : 'section'}
      role={loading ? 'status' : undefined}
      aria-label={loading ? loadingLabel : title}
      sx={{
        p: 3,
        height: 1,
        boxShadow: 'none',
        // Light: dark ink on a pale tint. Dark: light text on a deep tint (no light surfaces).
        color: isDark ? 'text.primary' : color.darker,
        background: isDark
          ? `linear-gradient(135deg, ${alpha(color.main, 0.24)}, ${alpha(color.main, 0.08)})`
          : `linear-gradient(135deg, ${alpha(color.lighter, 0.6)}, ${alpha(color.light, 0.35)})`,
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          mb: 3,
          borderRadius: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: color.contrastText,
          bgcolor: color.main,
          boxShadow: `0 8px 16px 0 ${alpha(color.main, 0.24)}`,
        }}
      >
        {icon}
      </Box>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {maybeSkeleton(value, loading)}
      </Typography>
      {caption && (
        <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.72 }}>
          {maybeSkeleton(caption, loading)}
        </Typography>
      )}
    </Card>
  );
}
