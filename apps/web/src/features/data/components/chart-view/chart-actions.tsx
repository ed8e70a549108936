import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../locales/use-translation';
import { MoreIcon } from '../data-icons';

interface ChartActionsProps {
  title: string;
  canExportImage: boolean;
  onPng: () => void;
  onCsv: () => void;
}

/** The chart's menu: its image as PNG and its displayed data as CSV. */
export function ChartActions({ title, canExportImage, onPng, onCsv }: ChartActionsProps) {
  const { t } = useTranslation('data');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('chart.actions', { title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!canExportImage} onClick={run(onPng)}>
          {t('chart.downloadPng')}
        </MenuItem>
        <MenuItem onClick={run(onCsv)}>{t('chart.downloadCsv')}</MenuItem>
      </Menu>
    </>
  );
}
