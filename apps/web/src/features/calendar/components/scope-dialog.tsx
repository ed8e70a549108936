import type { CalendarScope } from '@keeling/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslation } from '../../../locales/use-translation';

export interface ScopeDialogProps {
  action: 'edit' | 'delete';
  onChoose: (scope: CalendarScope) => void;
  onCancel: () => void;
}

/**
 * "This event / this and following / all events": asked before a change or a deletion of an
 * occurrence of a repeat, whether it comes from the form or from a drag.
 */
export function ScopeDialog({ action, onChoose, onCancel }: ScopeDialogProps) {
  const { t } = useTranslation('calendar');
  const [scope, setScope] = useState<CalendarScope>('this');
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {t(action === 'edit' ? 'scope.titleEdit' : 'scope.titleDelete')}
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={scope}
          onChange={(event) => setScope(event.target.value as CalendarScope)}
        >
          {(['this', 'following', 'all'] as const).map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`scope.${value}`)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          {t('scope.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onChoose(scope)}>
          {t('scope.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
