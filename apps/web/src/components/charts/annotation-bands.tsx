import { useTheme } from '@mui/material/styles';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

/** A note on a time range, as the chart's x axis reads it. */
export interface Band {
  from: Date;
  to: Date;
  /** Drawn in the band, and named under the chart with the note's text. */
  label: string;
}

/**
 * Shaded ranges of a time axis with a short label each (the note's number); drawn inside a MUI X
 * line or area chart (its `children`) through the chart's own scale and drawing area, the MUI X
 * Charts way of adding to a chart. Ranges outside the drawn span are left out.
 */
export default function AnnotationBands({ bands }: { bands: Band[] }) {
  const theme = useTheme();
  const scale = useXScale<'utc'>();
  const { left, top, width, height } = useDrawingArea();
  const clamp = (x: number) => Math.min(Math.max(x, left), left + width);
  return (
    <g pointerEvents="none">
      {bands.map((band) => {
        const start = scale(band.from);
        const end = scale(band.to);
        if (start === undefined || end === undefined) return null;
        if (end < left || start > left + width) return null;
        const x = clamp(Math.min(start, end));
        const w = Math.max(clamp(Math.max(start, end)) - x, 2);
        return (
          <g key={`${band.label}-${band.from.toISOString()}`}>
            <rect
              x={x}
              y={top}
              width={w}
              height={height}
              fill={theme.palette.warning.main}
              fillOpacity={0.16}
            />
            <text
              x={x + 3}
              y={top + 12}
              fontSize={11}
              fontWeight={600}
              fill={theme.palette.text.secondary}
            >
              {band.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
