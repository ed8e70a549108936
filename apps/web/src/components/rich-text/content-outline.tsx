import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { outlinedFrameSx, toolbarRuleSx } from './frames';

/**
 * The content editor's outline while Tiptap loads: its toolbar's strip and a few pulsing lines
 * (while it loads, `lazy-rich-text.tsx`, and in the blog form's placeholder).
 */
export function ContentOutline({ label, height = 360 }: { label?: string; height?: number }) {
  return (
    <Box role={label ? 'status' : undefined} aria-label={label} sx={{ height, ...outlinedFrameSx }}>
      <Box sx={{ height: 49, ...toolbarRuleSx }} />
      <Box sx={{ px: 2, py: 2 }}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="40%" />
      </Box>
    </Box>
  );
}
