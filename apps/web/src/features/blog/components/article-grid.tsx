import type { ArticleListItem } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
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
  /** Below the cards (the pagination). */
  children?: ReactNode;
}

/** The blog's cards. */
export function ArticleGrid({ items, stale, children }: ArticleGridProps) {
  return (
    <>
      <Grid
        container
        spacing={3}
        aria-busy={stale}
        sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}
      >
        {items.map((article, index) => (
          <Grid key={article.id} size={cell}>
            <ArticleCard article={article} coverPriority={coverPriority(index)} />
          </Grid>
        ))}
      </Grid>
      {children}
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
