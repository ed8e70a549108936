import Box, { type BoxProps } from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

interface ArticleCoverProps extends Omit<BoxProps, 'children'> {
  src: string | null;
  /** Decorative by default: the title next to it already names the article. */
  alt?: string;
  ratio?: string;
  /** Above the fold (the first cards, an article's hero): load at once, `high` for the LCP one. */
  loadPriority?: 'high' | 'auto' | 'lazy';
}

/** A cover image at a fixed ratio; a soft gradient when the article has none. */
export function ArticleCover({
  src,
  alt = '',
  ratio = '4 / 3',
  loadPriority = 'lazy',
  sx,
  ...props
}: ArticleCoverProps) {
  return (
    <Box
      {...props}
      sx={[
        (theme) => ({
          position: 'relative',
          aspectRatio: ratio,
          overflow: 'hidden',
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.light, 0.4)}, ${alpha(theme.palette.info.light, 0.4)})`,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={loadPriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loadPriority === 'high' ? 'high' : 'auto'}
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
