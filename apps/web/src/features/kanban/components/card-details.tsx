import type { KanbanCard } from '@keeling/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ItemChip } from '../../../components/item-link/item-chip';
import { articleTypography } from '../../../components/rich-text/typography';
import { useTranslation } from '../../../locales/use-translation';

/** What a card holds beyond its face, read-only: description, checklist and attached files. */
export function CardDetails({ card }: { card: KanbanCard }) {
  const { t } = useTranslation('kanban');
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {card.description && (
        <Box
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write
          dangerouslySetInnerHTML={{ __html: card.description }}
          sx={[articleTypography, { '& p:last-child': { mb: 0 } }]}
        />
      )}
      {card.checklist.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('checklist.title')}
          </Typography>
          <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {card.checklist.map((item) => (
              <li key={item.id}>
                <FormControlLabel
                  control={<Checkbox checked={item.done} disabled size="small" />}
                  label={item.text}
                />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {card.links.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('links.title')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {card.links.map((link) => (
              <li key={`${link.type}:${link.id}`}>
                <ItemChip item={link} />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {card.attachments.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('attachments.title')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {card.attachments.map((file) => (
              <li key={file.url}>
                <Link href={file.url} target="_blank" rel="noopener">
                  {file.name}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
