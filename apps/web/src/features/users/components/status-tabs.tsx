import { USER_STATUS_FILTERS, type UserCounts, type UserStatusFilter } from '@keeling/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

const COLORS = {
  all: 'text.primary',
  active: 'success.dark',
  pending: 'warning.dark',
  banned: 'error.dark',
  rejected: 'text.secondary',
} as const;

interface StatusTabsProps {
  value: UserStatusFilter;
  /** The API's count per status for the current role filter and search. */
  counts: UserCounts | undefined;
  onChange: (status: UserStatusFilter) => void;
}

/** All / Active / Pending / Banned / Rejected, each with the server's count. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  const { t } = useTranslation('users');
  const format = useLocaleFormat();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: UserStatusFilter) => onChange(next)}
      aria-label={t('tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
    >
      {USER_STATUS_FILTERS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          iconPosition="end"
          label={t(`statuses.${tab}`)}
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
                color: COLORS[tab],
                bgcolor: 'action.selected',
              }}
            >
              {counts ? format.number(counts[tab]) : '–'}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
