import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { LoadOnOpen } from '../../../../components/load-on-open';
import { usePopupAnchor } from '../../../../components/use-popup-anchor';
import { retryImport } from '../../../../lib/retry-import';
import { useTranslation } from '../../../../locales/use-translation';
import { MoreIcon } from '../data-icons';

const ChartActionsMenu = lazy(() =>
  retryImport(() => import('./chart-actions-menu')).then((module) => ({
    default: module.ChartActionsMenu,
  })),
);

interface ChartActionsProps {
  title: string;
  canExportImage: boolean;
  onPng: () => void;
  onSvg: () => void;
  onCsv: () => void;
  /** The points drawn, when the CSV is the full data and they were reduced. */
  onPointsCsv?: () => void;
}

/** The chart's menu button; the menu (PNG, SVG, CSV) loads when it first opens. */
export function ChartActions(props: ChartActionsProps) {
  const { title, canExportImage, onPng, onSvg, onCsv, onPointsCsv } = props;
  const { t } = useTranslation('data');
  const { anchor, popupId, close, buttonProps } = usePopupAnchor();
  return (
    <>
      <IconButton aria-label={t('chart.actions', { title })} aria-haspopup="menu" {...buttonProps}>
        <MoreIcon />
      </IconButton>
      <LoadOnOpen open={Boolean(anchor)}>
        <ChartActionsMenu
          id={popupId}
          anchor={anchor}
          canExportImage={canExportImage}
          onClose={close}
          onPng={onPng}
          onSvg={onSvg}
          onCsv={onCsv}
          onPointsCsv={onPointsCsv}
        />
      </LoadOnOpen>
    </>
  );
}
