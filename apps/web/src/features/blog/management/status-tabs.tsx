import type { ArticleListResponse } from '@keeling/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../../locales/use-translation';
import type { ManagementListState } from '../utils/list-url-state';
import { statusTextColor } from './status-tone';

type StatusTab = ManagementListState['status'];
const TABS: StatusTab[] = ['all', 'published', 'draft'];

interface StatusTabsProps {
  value: StatusTab;
  counts: ArticleListResponse['counts'] | undefined;
  onChange: (status: StatusTab) => void;
}

/** All / Published / Drafts, each with the server's count for the current search. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  const { t } = useTranslation('blog');
  return (
    <Tabs
      value={value}
      onChange={(_event, next: StatusTab) => onChange(next)}
      aria-label={t('management.tabs.label')}
      sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          iconPosition="end"
          label={t(`management.tabs.${tab}`)}
          icon={
            <Box
              component="span"
              data-testid={`count-${tab}`}
              sx={{
                px: 0.75,
                minWidth: 24,
                borderRadius: 0.75,
                typography: 'caption',
                fontWeight: 700,
                lineHeight: '22px',
                bgcolor: 'action.selected',
                color: (theme) =>
                  tab === 'all' ? theme.palette.text.primary : statusTextColor(theme, tab),
              }}
            >
              {counts ? counts[tab] : '–'}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
