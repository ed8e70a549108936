import type { ChartData } from '@keeling/contract';
import { useTheme } from '@mui/material/styles';
import type { RefObject } from 'react';
import { downloadBlob, downloadText } from '../../../../lib/csv';
import { useTranslation } from '../../../../locales/use-translation';
import { chartCsv, fileNameOf } from '../../utils/chart-csv';
import { chartPng } from '../../utils/export-png';
import { provenanceLine } from './provenance-footer';

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
  colors: string[];
  body: RefObject<HTMLElement | null>;
  onError: () => void;
}

/**
 * "Download PNG" (the SVG drawn on a canvas: MUI X's own export is Pro) and "Download CSV", both
 * with the data's source: the PNG in its footer, the CSV in comment lines above the table.
 */
export function useChartExport({ data, title, colors, body, onError }: ExportInput) {
  const { t } = useTranslation('data');
  const theme = useTheme();

  const downloadPng = async () => {
    const svg = body.current && chartSvg(body.current);
    if (!svg) return onError();
    try {
      const blob = await chartPng(svg, {
        title,
        legend: data.series.map((series, i) => ({
          label: series.name,
          color: colors[i] ?? theme.palette.primary.main,
        })),
        footer: provenanceLine(data.provenance, t('provenance.source')),
        background: theme.palette.background.paper,
        textColor: theme.palette.text.primary,
        fontFamily: String(theme.typography.fontFamily),
      });
      downloadBlob(blob, fileNameOf(title, 'png'));
    } catch {
      onError();
    }
  };

  const downloadCsv = () => {
    const labels = {
      source: t('chart.csvProvenance.source'),
      address: t('chart.csvProvenance.address'),
      licence: t('chart.csvProvenance.licence'),
      citation: t('chart.csvProvenance.citation'),
      imported: t('chart.csvProvenance.imported'),
    };
    const csv = chartCsv(data, t(`chart.xLabel.${data.xType}`), labels);
    downloadText(csv, fileNameOf(title, 'csv'));
  };

  return { downloadPng, downloadCsv };
}
