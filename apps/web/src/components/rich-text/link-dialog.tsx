import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../locales/use-translation';
import { OutlinedField } from '../outlined-field';
import { parseLinkHref } from './link-href';

interface LinkDialogProps {
  /** The selection's current link ('' for none); null while closed. */
  href: string | null;
  onClose: () => void;
  /** A valid address, or null to remove the link. */
  onApply: (href: string | null) => void;
}

type LinkFormProps = LinkDialogProps & { href: string; titleId: string };

function LinkForm({ href, titleId, onClose, onApply }: LinkFormProps) {
  const { t } = useTranslation('editor');
  const [value, setValue] = useState(href);
  const [isInvalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the dialog is portalled inside the article form: its submit must not save the article
    event.stopPropagation();
    const parsed = parseLinkHref(value);
    if (parsed.kind === 'invalid') setInvalid(true);
    else onApply(parsed.kind === 'link' ? parsed.href : null);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('link.title')}</DialogTitle>
      <DialogContent>
        <OutlinedField
          autoFocus
          fullWidth
          type="url"
          margin="dense"
          label={t('link.url')}
          value={value}
          error={isInvalid}
          helperText={isInvalid ? t('link.invalid') : t('link.help')}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
      </DialogContent>
      <DialogActions>
        {href && (
          <Button color="error" onClick={() => onApply(null)} sx={{ mr: 'auto' }}>
            {t('link.remove')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('link.cancel')}
        </Button>
        <Button type="submit" variant="contained">
          {t('link.apply')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The toolbar's link: an address field (http(s), mailto: or relative), emptied to remove. */
export function LinkDialog({ href, onClose, onApply }: LinkDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={href !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      {href !== null && (
        <LinkForm href={href} titleId={titleId} onClose={onClose} onApply={onApply} />
      )}
    </Dialog>
  );
}
