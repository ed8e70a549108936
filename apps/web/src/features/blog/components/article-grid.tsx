import type { ArticleListItem } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useStepsAfterCommit } from '../../../lib/use-steps-after-commit';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';

const cell = { xs: 12, sm: 6, md: 4 } as const;
/** Cards in the first row at md+ (one at xs, two at sm): above the fold on every width. */
export const FIRST_ROW = 3;
/** The first cover is the page's LCP; the rest of the first row loads at once, the others lazily. */
const coverPriority = (index: number) =>
  index === 0 ? 'high' : index < FIRST_ROW ? 'auto' : 'lazy';

interface ArticleGridProps {
  items: readonly ArticleListItem[];
  /** The cards show an older answer while the next one loads. */
  stale: boolean;
  /** Below the cards once they are all there (the pagination): nothing below them shifts. */
  children?: ReactNode;
}

/**
 * The blog's cards. When the grid appears, the first row renders and paints on its own (the
 * first cover is the largest paint), and the other cards follow a row at a time, each row in a
 * transition started once the previous one is committed: that paint does not wait for twelve
 * cards of MUI styling (≈ 15 ms each on a slow phone), and no commit mounts more than three.
 * Later pages render whole (the page defers them, see BlogPage).
 */
export function ArticleGrid({ items, stale, children }: ArticleGridProps) {
  const laterRows = useStepsAfterCommit(Math.ceil(items.length / FIRST_ROW) - 1);
  const count = Math.min(items.length, FIRST_ROW * (1 + laterRows));
  const allShown = count === items.length;
  return (
    <>
      <Grid
        container
        spacing={3}
        aria-busy={stale || count < items.length}
        sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}
      >
        {items.slice(0, count).map((article, index) => (
          <Grid key={article.id} size={cell}>
            <ArticleCard article={article} coverPriority={coverPriority(index)} />
          </Grid>
        ))}
      </Grid>
      {allShown && children}
    </>
  );
}

/** Six card placeholders in the grid's cells while the first answer loads. */
export function ArticleGridSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={3} role="status" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Grid key={index} size={cell}>
          <ArticleCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}
