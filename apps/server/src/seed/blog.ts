import { articleUpsertBodySchema } from '@keeling/contract';
import type { Config } from '../config';
import type { DbAndCache } from '../db/client';
import { type Actor, createBlogService } from '../modules/blog/service';
import { createUploadsService } from '../modules/uploads/service';
import { CARBON_CYCLE_ARTICLES } from './articles/carbon-cycle';
import { MEASUREMENT_ARTICLES } from './articles/measurements';
import { PROJECT_ARTICLES } from './articles/project';
import type { SeedArticle } from './articles/types';
import { gradientPng, type Rgb } from './png';

/** 24 articles: 18 published, 6 drafts. */
export const SEED_ARTICLES: SeedArticle[] = [
  ...MEASUREMENT_ARTICLES,
  ...CARBON_CYCLE_ARTICLES,
  ...PROJECT_ARTICLES,
];

const PALETTE: [Rgb, Rgb][] = [
  [
    [14, 60, 110],
    [120, 200, 230],
  ],
  [
    [20, 90, 70],
    [190, 230, 160],
  ],
  [
    [120, 40, 30],
    [250, 190, 120],
  ],
  [
    [60, 40, 110],
    [200, 170, 240],
  ],
  [
    [30, 30, 40],
    [110, 150, 190],
  ],
  [
    [150, 90, 20],
    [250, 230, 150],
  ],
];

const DAY_MS = 86_400_000;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The seed's tiny markup (see SeedArticle.body) as HTML. */
export function blocksToHtml(blocks: string[]): string {
  return blocks
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${escapeHtml(block.slice(3))}</h2>`;
      if (block.startsWith('> '))
        return `<blockquote><p>${escapeHtml(block.slice(2))}</p></blockquote>`;
      if (block.startsWith('* ')) {
        const items = block.slice(2).split(' | ');
        return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      }
      return `<p>${escapeHtml(block)}</p>`;
    })
    .join('');
}

/** Creates the demo articles through the blog and uploads services, oldest first. */
export async function seedBlog(
  { db, cache }: DbAndCache,
  { uploadDir, s3 }: Pick<Config, 'uploadDir' | 's3'>,
  author: Actor,
  now = Date.now(),
) {
  const blog = createBlogService({ db, cache });
  const uploads = createUploadsService({ uploadDir, db, s3 });
  const ordered = [...SEED_ARTICLES].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, seed] of ordered.entries()) {
    const [from, to] = PALETTE[index % PALETTE.length] ?? PALETTE[0] ?? [];
    const withCover = !seed.draft || index % 2 === 0;
    const cover =
      withCover && from && to ? await uploads.saveImage(gradientPng(640, 360, from, to)) : null;
    const body = articleUpsertBodySchema.parse({
      title: seed.title,
      description: seed.description,
      content: blocksToHtml(seed.body),
      coverUrl: cover?.url ?? null,
      tags: seed.tags,
      status: seed.draft ? 'draft' : 'published',
      metaTitle: `${seed.title} | Keeling`,
      metaDescription: seed.description,
      metaKeywords: seed.tags,
    });
    const article = await blog.save(body, author, {
      publishedAt: new Date(now - seed.daysAgo * DAY_MS),
    });
    if (seed.views > 0) await blog.repo.setViews(article.id, seed.views);
  }
  await cache.invalidate('articles');
}
