import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentOutline } from '../../../components/rich-text/content-outline';
import { outlinedFrameSx } from '../../../components/rich-text/frames';
import { useTranslation } from '../../../locales/use-translation';
import { coverFrameSx } from './editor-frames';

/** An empty field's outline (height of the input) and the room of its helper text below. */
function FieldOutline({ height, helper = 0 }: { height: number; helper?: number }) {
  return (
    <Box sx={{ pb: `${helper}px` }}>
      <Box sx={{ height, ...outlinedFrameSx }} />
    </Box>
  );
}

/** A card of the form with its real title; the fields' outlines where the fields will be. */
function SectionOutline({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <Typography variant="h6" component="p" sx={{ px: 3, pt: 3, pb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3} sx={{ p: 3, pt: 1 }}>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The form's two cards as they will look, empty, with a pulsing bar where its content editor
 * loads: while the article or the form loads. Close to the form, so that the form's arrival
 * changes little on screen (a new article's form is these outlines with labels).
 */
export function EditorSkeleton({ label }: { label: string }) {
  const { t } = useTranslation('blog');
  return (
    <Grid container spacing={3} role="status" aria-label={label}>
      <Grid size={{ xs: 12, md: 8 }} aria-hidden>
        <SectionOutline title={t('editor.sections.details')}>
          <FieldOutline height={56} />
          <FieldOutline height={56} helper={21} />
          <FieldOutline height={102} helper={21} />
          <Stack spacing={1}>
            <Skeleton variant="text" width={64} />
            <ContentOutline />
          </Stack>
          <Box sx={coverFrameSx} />
        </SectionOutline>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} aria-hidden>
        <SectionOutline title={t('editor.sections.properties')}>
          <FieldOutline height={72} helper={23} />
          <FieldOutline height={56} helper={21} />
          <FieldOutline height={102} helper={21} />
          <FieldOutline height={74} />
          <Skeleton variant="text" width={120} height={38} />
        </SectionOutline>
      </Grid>
    </Grid>
  );
}
