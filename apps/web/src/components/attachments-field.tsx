import { UPLOAD_LIMITS } from '@keeling/contract/constants';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '../locales/use-translation';
import { CloseIcon } from './icons/action-icons';

/** A file of the upload service: its public path and the name shown. */
export interface Attachment {
  url: string;
  name: string;
}

interface AttachmentsFieldProps {
  /** The group's name (default: "Attachments"). */
  label?: string;
  value: Attachment[];
  onChange: (value: Attachment[]) => void;
  /** How many files at most, and how long a name is kept. */
  max: number;
  nameMax: number;
  isUploading: boolean;
  /** Sends a file to the upload service: its public path, or null when it was refused. */
  onUpload: (file: File) => Promise<string | null>;
}

/** Files of a form (a card's, a mail's) sent to the upload service: each opens in a new tab, or is removed. */
export function AttachmentsField({
  label,
  value,
  onChange,
  max,
  nameMax,
  isUploading,
  onUpload,
}: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const legendId = useId();
  return (
    <Stack spacing={1} role="group" aria-labelledby={legendId}>
      <Typography id={legendId} variant="subtitle2" component="p">
        {label ?? t('attachments.title')}
      </Typography>
      {value.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {value.map((file) => (
            <Stack component="li" key={file.url} direction="row" sx={{ alignItems: 'center' }}>
              <Link href={file.url} target="_blank" rel="noopener" sx={{ flexGrow: 1 }}>
                {file.name}
              </Link>
              <IconButton
                size="small"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => onChange(value.filter((other) => other.url !== file.url))}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_LIMITS.types.join(',')}
        aria-label={t('attachments.add')}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const url = await onUpload(file);
          if (url) onChange([...value, { url, name: file.name.slice(0, nameMax) }]);
        }}
      />
      <Button
        variant="outlined"
        loading={isUploading}
        disabled={value.length >= max}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('attachments.add')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('attachments.hint')}
      </Typography>
    </Stack>
  );
}
