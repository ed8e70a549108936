import Skeleton from '@mui/material/Skeleton';
import type { DataGridProps } from '@mui/x-data-grid';
import { useTranslation } from '../../locales/use-translation';

/** MUI X's defaults (`rowHeight`, `columnHeaderHeight`, density factors). */
const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
/** The footer's least height and its top border. */
const FOOTER_HEIGHT = 53;
const DENSITY_FACTOR = { compact: 0.7, standard: 1, comfortable: 1.3 } as const;

/** The grid's props that decide its height. */
export type DataGridSkeletonProps = Pick<
  DataGridProps,
  'autoHeight' | 'density' | 'rowHeight' | 'columnHeaderHeight' | 'hideFooter'
> & { rows?: readonly unknown[] | undefined };

/**
 * The grid's shape while its chunk loads: the header, a line under each row (an empty or loading
 * grid with `autoHeight` keeps room for two, as MUI X does) and the footer, at the heights the
 * grid will have, so nothing moves when it arrives. Without `autoHeight` the grid fills its parent.
 */
export function DataGridSkeleton(props: DataGridSkeletonProps) {
  const { t } = useTranslation();
  const factor = DENSITY_FACTOR[props.density ?? 'standard'];
  const rowHeight = Math.floor((props.rowHeight ?? ROW_HEIGHT) * factor);
  const headerHeight = Math.floor((props.columnHeaderHeight ?? HEADER_HEIGHT) * factor);
  const footerHeight = props.hideFooter ? 0 : FOOTER_HEIGHT;
  const rows = Math.max(props.rows?.length ?? 0, 2);
  return (
    <Skeleton
      variant="rectangular"
      role="status"
      aria-label={t('loading')}
      height={props.autoHeight ? headerHeight + rows * rowHeight + footerHeight : '100%'}
      sx={(theme) => ({
        bgcolor: 'transparent',
        pt: `${headerHeight}px`,
        pb: `${footerHeight}px`,
        backgroundClip: 'content-box',
        backgroundOrigin: 'content-box',
        backgroundImage: `linear-gradient(${theme.palette.divider} 1px, transparent 1px)`,
        backgroundSize: `100% ${rowHeight}px`,
      })}
    />
  );
}
