import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** One titled card of the editor form (details, properties): a labelled section of fields. */
export function EditorSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        sx={{ px: 3, pt: 3 }}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: titleId } }}
      />
      <Stack spacing={3} sx={{ p: 3, pt: 1 }}>
        {children}
      </Stack>
    </Card>
  );
}
