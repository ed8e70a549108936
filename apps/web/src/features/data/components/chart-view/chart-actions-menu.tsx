import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../../../locales/use-translation';

interface ChartActionsMenuProps {
  id: string;
  anchor: HTMLElement | null;
  canExportImage: boolean;
  onClose: () => void;
  onPng: () => void;
  onSvg: () => void;
  onCsv: () => void;
  onPointsCsv?: () => void;
}

/**
 * The chart's menu (loaded when it first opens): its image as PNG or SVG, its data as CSV (a
 * saved chart's full data), and the points drawn when the server reduced them.
 */
export function ChartActionsMenu(props: ChartActionsMenuProps) {
  const { id, anchor, canExportImage, onClose, onPng, onSvg, onCsv, onPointsCsv } = props;
  const { t } = useTranslation('data');
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem disabled={!canExportImage} onClick={run(onPng)}>
        {t('chart.downloadPng')}
      </MenuItem>
      <MenuItem disabled={!canExportImage} onClick={run(onSvg)}>
        {t('chart.downloadSvg')}
      </MenuItem>
      <MenuItem onClick={run(onCsv)}>{t('chart.downloadCsv')}</MenuItem>
      {onPointsCsv && (
        <MenuItem onClick={run(onPointsCsv)}>{t('chart.downloadPointsCsv')}</MenuItem>
      )}
    </Menu>
  );
}
