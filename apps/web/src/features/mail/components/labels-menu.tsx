import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { useMailLabels, useUpdateMails } from '../api/mail';
import { LabelDot } from './label-dot';

interface LabelsMenuProps {
  mailId: string;
  /** The team labels on the person's copy. */
  labelIds: string[];
}

/** The team's labels as checkable items: each puts its label on (or off) one's own copy. */
export function LabelsMenu({ mailId, labelIds }: LabelsMenuProps) {
  const { t } = useTranslation('mail');
  const { data } = useMailLabels();
  const update = useUpdateMails();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const teamLabels = data?.teamLabels ?? [];
  if (teamLabels.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('actions.labels')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {teamLabels.map((label) => {
          const on = labelIds.includes(label.id);
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() =>
                void update.mutateAsync({
                  mailIds: [mailId],
                  ...(on ? { removeLabelIds: [label.id] } : { addLabelIds: [label.id] }),
                })
              }
              sx={{ gap: 1.5 }}
            >
              <LabelDot color={label.color} />
              <Box component="span" sx={{ flexGrow: 1 }}>
                {label.name}
              </Box>
              <Box component="span" aria-hidden sx={{ minWidth: 16 }}>
                {on ? '✓' : ''}
              </Box>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
