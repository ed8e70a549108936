import type { ChartData, ChartType, KpiOptions } from '@keeling/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { useChartCsv } from '../../api/data-source';
import { downsampleSummary } from '../../utils/chart-table';
import {
  type ReaderBounds,
  type ReaderTab,
  readerBounds,
  readerData,
  type Scale,
} from '../../utils/reader-view';
import { READER_CONTROLS_PX } from '../page-states';
import { CartesianView } from './cartesian-view';
import { ChartActions } from './chart-actions';
import { KpiView } from './kpi-view';
import { PieView } from './pie-view';
import { ProvenanceFooter } from './provenance-footer';
import { TableView } from './table-view';
import { useChartExport } from './use-chart-export';
import { useReaderView } from './use-reader-view';
import { useSeriesColors } from './use-series-colors';

// The reader's controls and the changes table load after the page's first paint (size budget).
const ReaderControls = lazy(() =>
  import('./reader-controls').then((module) => ({ default: module.ReaderControls })),
);
const ChangeTable = lazy(() =>
  import('./change-table').then((module) => ({ default: module.ChangeTable })),
);

interface ChartViewProps {
  data: ChartData;
  type: ChartType;
  title: string;
  unit: string;
  /** Height of the drawing, in px. */
  height?: number;
  /**
   * The URL prefix of the reader's controls (range, measure, scale, tab) on a line, area or bar
   * chart: `''` for the page's one chart, `emissions` for `?emissions.range=10y`. None: no controls.
   */
  viewKey?: string;
  /** A KPI card's options. */
  kpi?: KpiOptions;
  /** A saved chart's id: its CSV is then the full data from the server (within the reader's range). */
  chartId?: string;
}

function ChartBody({
  data,
  type,
  unit,
  height,
  colors,
  scale,
  kpi,
}: Required<Omit<ChartViewProps, 'title' | 'viewKey' | 'chartId' | 'kpi'>> & {
  kpi?: KpiOptions;
  colors: string[];
  scale: Scale;
}) {
  switch (type) {
    case 'pie':
      return <PieView data={data} unit={unit} colors={colors} height={height} />;
    case 'kpi':
      return (
        <KpiView data={data} unit={unit} color={colors[0] ?? ''} height={height} options={kpi} />
      );
    case 'table':
      return <TableView data={data} unit={unit} height={height} />;
    default:
      return (
        <CartesianView
          data={data}
          kind={type}
          unit={unit}
          colors={colors}
          height={height}
          scale={scale}
        />
      );
  }
}

/**
 * Any chart of the product: MUI X for the drawing (tooltips, legend toggles, keyboard focus,
 * responsive width, the theme's mode and direction), a chip when the server reduced the points,
 * an actions menu (PNG, CSV) and the data's provenance underneath.
 */
export function ChartView({ viewKey, ...props }: ChartViewProps) {
  const readable = viewKey !== undefined && ['line', 'area', 'bar'].includes(props.type);
  return readable ? <ReadableChartView {...props} viewKey={viewKey} /> : <ChartFigure {...props} />;
}

/** A chart with the reader's controls, their choice kept in the URL under `viewKey`. */
function ReadableChartView({ viewKey, ...props }: ChartViewProps & { viewKey: string }) {
  const [view, update] = useReaderView(viewKey);
  const shown = useMemo(() => readerData(props.data, view), [props.data, view]);
  const ranged = useMemo(
    () => readerData(props.data, { ...view, measure: 'absolute' }),
    [props.data, view],
  );
  // an index has no unit (100 at the base); a relative change is in percent
  const unit = view.measure === 'absolute' ? props.unit : view.measure === 'relative' ? '%' : '';
  return (
    <ChartFigure
      {...props}
      data={shown}
      unit={unit}
      scale={view.scale}
      tab={view.tab}
      controls={
        <Suspense fallback={<Box sx={{ minHeight: READER_CONTROLS_PX }} />}>
          <ReaderControls
            view={view}
            onChange={update}
            ranged={props.data.xType !== 'text'}
            title={props.title}
          />
        </Suspense>
      }
      changeUnit={props.unit}
      changeData={ranged}
      bounds={readerBounds(props.data, view)}
    />
  );
}

interface ChartFigureProps extends Omit<ChartViewProps, 'viewKey'> {
  scale?: Scale;
  tab?: ReaderTab;
  controls?: ReactNode;
  /** The unit and data of the Table tab's changes (the values', whatever the measure). */
  changeUnit?: string;
  changeData?: ChartData;
  /** The reader's range, for the full data's CSV (none: the chart's own). */
  bounds?: ReaderBounds | null;
}

function ChartFigure({
  data,
  type,
  title,
  unit,
  height = 320,
  scale = 'linear',
  tab = 'chart',
  controls,
  changeUnit = unit,
  changeData,
  chartId,
  bounds = null,
  kpi,
}: ChartFigureProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const body = useRef<HTMLDivElement>(null);
  const colors = useSeriesColors(data.series.length);
  const [failed, setFailed] = useState<'image' | 'csv' | null>(null);
  const loadCsv = useChartCsv();
  const exporter = useChartExport({
    data,
    title,
    unit,
    colors,
    body,
    onError: () => setFailed('image'),
    onCsvError: () => setFailed('csv'),
    full: chartId ? { load: () => loadCsv(chartId, bounds), bounds } : undefined,
  });
  const reduced = downsampleSummary(data);
  const isEmpty = data.series.every((series) => series.points.length === 0);

  return (
    <Stack component="figure" spacing={1.5} sx={{ m: 0, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {reduced && (
          <Chip
            size="small"
            variant="outlined"
            label={t(reduced.cut ? 'chart.cut' : 'chart.downsampled', {
              returned: format.number(reduced.returned),
              source: format.number(reduced.source),
            })}
          />
        )}
        <ChartActions
          title={title}
          canExportImage={type !== 'table' && !isEmpty}
          onPng={() => void exporter.downloadPng()}
          onSvg={exporter.downloadSvg}
          onCsv={() => void exporter.downloadCsv()}
          onPointsCsv={chartId && reduced ? exporter.downloadPointsCsv : undefined}
        />
      </Stack>
      {controls}
      <Box ref={body} sx={{ minWidth: 0 }}>
        {tab === 'table' ? (
          <ChangeTable data={changeData ?? data} unit={changeUnit} height={height} />
        ) : isEmpty ? (
          <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
            {t('chart.noData')}
          </Typography>
        ) : (
          <ChartBody
            data={data}
            type={type}
            unit={unit}
            height={height}
            colors={colors}
            scale={scale}
            kpi={kpi}
          />
        )}
      </Box>
      {failed && (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main' }}>
          {t(failed === 'csv' ? 'chart.csvFailed' : 'chart.exportFailed')}
        </Typography>
      )}
      <ProvenanceFooter
        provenance={data.provenance}
        annotations={data.annotations}
        derived={data.derived}
      />
    </Stack>
  );
}
