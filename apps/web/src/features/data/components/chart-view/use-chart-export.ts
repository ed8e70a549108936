import type { ChartData } from '@keeling/contract';
import { useTheme } from '@mui/material/styles';
import type { RefObject } from 'react';
import { downloadBlob, downloadText } from '../../../../lib/csv';
import { useTranslation } from '../../../../locales/use-translation';
import { chartCsv, fileNameOf, fullChartCsv } from '../../utils/chart-csv';
import { derivedText } from '../../utils/derived-text';
import { chartPng, chartSvgDocument, type PngFrame } from '../../utils/export-png';
import type { ReaderBounds } from '../../utils/reader-view';

/** The chart's drawing: the largest SVG in its body (legend marks and icons are smaller). */
function chartSvg(body: HTMLElement): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = 0;
  for (const svg of body.querySelectorAll('svg')) {
    const { width, height } = svg.getBoundingClientRect();
    if (width * height > bestArea) {
      best = svg;
      bestArea = width * height;
    }
  }
  return best;
}

interface ExportInput {
  data: ChartData;
  title: string;
  /** The values' unit (in the CSV's headers). */
  unit: string;
  colors: string[];
  body: RefObject<HTMLElement | null>;
  onError: () => void;
  /**
   * A saved chart's full data (read from the server within the reader's range): its CSV is the
   * full data, and the points drawn are a second export. None: the CSV holds the points drawn.
   */
  full?: { load: () => Promise<string>; bounds: ReaderBounds | null };
  onCsvError?: () => void;
}

/**
 * "Download PNG" (the SVG drawn on a canvas at 2×: MUI X's own export is Pro), "Download SVG" and
 * "Download CSV", all with the data's source, licence and citation: the images in their footer,
 * the CSV in comment lines above the table.
 */
export function useChartExport(input: ExportInput) {
  const { data, title, unit, colors, body, onError, full, onCsvError } = input;
  const { t } = useTranslation('data');
  const theme = useTheme();

  const frame = (): PngFrame => {
    const { datasetName, sourceUrl, licence, citation } = data.provenance;
    const computed = derivedText(t, data.derived);
    const divisor = data.derived?.provenance;
    return {
      title,
      legend: data.series.map((series, i) => ({
        label: series.name,
        color: colors[i] ?? theme.palette.primary.main,
      })),
      footer: [
        [`${t('provenance.source')} ${datasetName}`, sourceUrl].filter(Boolean).join(' · '),
        licence && t('provenance.licence', { licence }),
        citation && t('provenance.citation', { citation }),
        computed && t('provenance.derived', { text: computed }),
        divisor &&
          [`${t('provenance.divisorSource')} ${divisor.datasetName}`, divisor.sourceUrl]
            .filter(Boolean)
            .join(' · '),
        divisor?.licence && t('provenance.licence', { licence: divisor.licence }),
        divisor?.citation && t('provenance.citation', { citation: divisor.citation }),
        ...(data.annotations ?? []).map((note, i) =>
          t('provenance.note', { n: i + 1, text: note.text }),
        ),
      ].filter((line): line is string => Boolean(line)),
      background: theme.palette.background.paper,
      textColor: theme.palette.text.primary,
      fontFamily: String(theme.typography.fontFamily),
    };
  };

  const downloadPng = async () => {
    const svg = body.current && chartSvg(body.current);
    if (!svg) return onError();
    try {
      downloadBlob(await chartPng(svg, frame()), fileNameOf(title, 'png'));
    } catch {
      onError();
    }
  };

  const downloadSvg = () => {
    const svg = body.current && chartSvg(body.current);
    if (!svg) return onError();
    downloadText(chartSvgDocument(svg, frame()), fileNameOf(title, 'svg'), 'image/svg+xml');
  };

  const csvLabels = () => ({
    source: t('chart.csvProvenance.source'),
    address: t('chart.csvProvenance.address'),
    licence: t('chart.csvProvenance.licence'),
    citation: t('chart.csvProvenance.citation'),
    imported: t('chart.csvProvenance.imported'),
    points: t('chart.csvProvenance.points'),
    reduced: (returned: number, source: number, cut: boolean) =>
      t(cut ? 'chart.csvCut' : 'chart.csvReduced', { returned, source }),
    note: (n: number) => t('chart.csvProvenance.note', { n }),
    derived: t('chart.csvProvenance.derived'),
    derivedText: derivedText(t, data.derived),
    divisorSource: t('chart.csvProvenance.divisorSource'),
    data: t('chart.csvProvenance.data'),
    full: (rows: number, bounds: ReaderBounds | null) =>
      bounds
        ? t('chart.csvFullRange', {
            count: rows,
            from: bounds.from ?? '…',
            to: bounds.to ?? '…',
          })
        : t('chart.csvFull', { count: rows }),
  });

  /** The points drawn (what the chart holds), saying when and how the server reduced them. */
  const downloadPointsCsv = () => {
    const names = { x: data.xName ?? t(`chart.xLabel.${data.xType}`), unit };
    downloadText(chartCsv(data, names, csvLabels()), fileNameOf(title, 'csv'));
  };

  /** The full data within the reader's range, from the server; else the points drawn. */
  const downloadCsv = async () => {
    if (!full) return downloadPointsCsv();
    try {
      const table = await full.load();
      downloadText(fullChartCsv(data, table, full.bounds, csvLabels()), fileNameOf(title, 'csv'));
    } catch {
      onCsvError?.();
    }
  };

  return { downloadPng, downloadSvg, downloadCsv, downloadPointsCsv };
}
