import type {
  Article,
  ArticleBulkBody,
  ArticleBulkResponse,
  ArticleListItem,
  ArticleRestoreBody,
  ArticleRevisionsResponse,
  ArticleUpsertBody,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Cache } from '../../lib/cache';
import { sanitizeRichText } from '../../lib/rich-text';
import { type Actor, canSeeDrafts } from './actor';
import { createArticleBodies } from './article-body';
import { articleNotFound, revisionNotFound, slugTaken, versionConflict } from './errors';
import { createArticleList, READ_CACHE_SIZE, READ_TOPICS } from './list';
import { type ArticleValues, type ArticleWithAuthor, createBlogRepository } from './repository';
import { createRevisionsRepository } from './revisions-repository';
import { toPrefixTsQuery } from './search-query';
import { displayNameOf, toArticle } from './serialize';
import { firstFreeSlug, randomSlug, slugify } from './slug';
import { createViewCounter } from './view-counter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For other modules: rich text (products, mail), full-text searches, a person's shown name. */
export { type Actor, canSeeDrafts, displayNameOf, toPrefixTsQuery };

export interface SaveOptions {
  /** Demo data only: the first publication date. */
  publishedAt?: Date;
}

/** Whom the published-only reads act as: a reader who sees no drafts. */
const PUBLIC_READER: Actor = { id: '', role: 'viewer' };

const unique = (values: string[]) => [...new Set(values)];

export interface BlogServiceDeps {
  db: Db;
  cache: Cache;
  /** Where a failed write of counted views is reported (they are kept and retried). */
  logError?: (error: unknown, message: string) => void;
}

export function createBlogService({ db, cache, logError }: BlogServiceDeps) {
  const repo = createBlogRepository(db);
  const revisionsRepo = createRevisionsRepository(db);
  /**
   * Reads kept until a write of this service (or another instance's) invalidates 'articles',
   * or one of 'users' renames an author: an article by id or slug, and list answers as their
   * JSON text (list.ts). An editor who reads a version an instant old still cannot overwrite
   * newer work: saves check `version`, and writes read the database (`current`).
   */
  const articles = cache.map<string, ArticleWithAuthor | undefined>(READ_TOPICS, READ_CACHE_SIZE);
  const { list, listJson } = createArticleList(repo, cache);
  const written = () => cache.invalidate('articles');
  const articleBody = createArticleBodies();
  const views = createViewCounter(
    { addViews: (batch) => repo.addViews(batch).then(written) },
    (error) => logError?.(error, 'Writing article views failed; they are kept for the next flush'),
  );

  /**
   * The view counter's mark when each cached row was read from the database: a row served from
   * the cache misses every batch of views sent since, until the batch's write invalidates it.
   */
  const viewMarks = new WeakMap<ArticleWithAuthor, number>();
  const withViewMark = async (query: () => Promise<ArticleWithAuthor | undefined>) => {
    const mark = views.mark();
    const row = await query();
    if (row) viewMarks.set(row, mark);
    return row;
  };

  async function load(idOrSlug: string) {
    const key = idOrSlug.trim();
    if (UUID.test(key))
      return articles.get(key.toLowerCase(), () => withViewMark(() => repo.findById(key)));
    const slug = key.toLowerCase();
    return articles.get(`slug:${slug}`, () => withViewMark(() => repo.findBySlug(slug)));
  }

  async function current(id: string): Promise<Article> {
    const row = await repo.findById(id);
    if (!row) throw articleNotFound();
    return toArticle(row.article, row.author);
  }

  /** Updates when `version` is still current; otherwise 409 with the article as it is now. */
  async function updateOrConflict(
    id: string,
    version: number,
    values: Partial<ArticleValues>,
    editorId: string,
  ): Promise<Article> {
    let updated: boolean;
    try {
      updated = await repo.updateIfVersion(id, version, values, editorId);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    if (updated) await written();
    const article = await current(id);
    if (!updated) throw versionConflict(article);
    return article;
  }

  async function create(body: ArticleUpsertBody, values: ArticleValues, actor: Actor) {
    for (let attempt = 0; ; attempt++) {
      let slug = body.slug;
      if (slug) {
        if (await repo.isSlugTaken(slug)) throw slugTaken();
      } else {
        const base = slugify(body.title);
        // Saves that raced for the same title: a random suffix, which no other save will pick.
        slug =
          attempt === 0
            ? firstFreeSlug(base, await repo.slugsStartingWith(base))
            : randomSlug(base);
      }
      try {
        const id = await repo.insert({ ...values, slug }, actor.id);
        await written();
        return await current(id);
      } catch (error) {
        if (!isUniqueViolation(error) || body.slug || attempt >= 5) {
          throw isUniqueViolation(error) ? slugTaken() : error;
        }
      }
    }
  }

  /**
   * The article if the actor may read it (a viewer gets 404 for a draft), and its views: reading
   * a published one counts a view unless `countView` is false (in memory, written within a
   * second: see view-counter.ts).
   */
  async function read(idOrSlug: string, actor: Actor, countView: boolean) {
    const readMark = views.mark();
    const row = await load(idOrSlug);
    if (!row || (row.article.status === 'draft' && !canSeeDrafts(actor))) throw articleNotFound();
    const mark = viewMarks.get(row) ?? readMark;
    const { id, status, totalViews: stored } = row.article;
    if (status !== 'published') return { row, totalViews: stored };
    const totalViews = countView ? views.count(id, stored, mark) : views.total(id, stored, mark);
    return { row, totalViews };
  }

  return {
    repo,
    /** Writes the views counted in memory (app onClose, tests). */
    flushViews: views.flush,

    list,
    listJson,

    /**
     * Published articles only, whoever asks (the `/api/post/*` views, decision 0066): a page, the
     * newest, or the best matches of a full-text search, through the same list as the blog's.
     */
    async listPublished(query: { page: number; size: number; search?: string }) {
      const page = await list({ ...query, status: 'published', sort: 'latest' }, PUBLIC_READER);
      return { items: page.items, total: page.total, page: page.page, size: page.size };
    },

    /** The newest published articles but the one named by `except` (its id or slug). */
    async latestPublished(size: number, except?: string): Promise<ArticleListItem[]> {
      const key = except?.trim().toLowerCase();
      const page = await list(
        { page: 1, size: size + 1, status: 'published', sort: 'latest' },
        PUBLIC_READER,
      );
      return page.items.filter((a) => a.id !== key && a.slug !== key).slice(0, size);
    },

    /** A published article by id or slug, counting no view (a draft is 404 whoever asks). */
    async getPublished(idOrSlug: string): Promise<Article> {
      const { row, totalViews } = await read(idOrSlug, PUBLIC_READER, false);
      return { ...toArticle(row.article, row.author), totalViews };
    },

    /** `{ article }` as its JSON body (what the route sends; article-body.ts); see `read`. */
    async getJson(idOrSlug: string, actor: Actor, countView = true): Promise<string> {
      const { row, totalViews } = await read(idOrSlug, actor, countView);
      return articleBody(row, totalViews);
    },

    /** Creates (no id) or updates (id + version). The body HTML is sanitised here. */
    async save(body: ArticleUpsertBody, actor: Actor, options: SaveOptions = {}): Promise<Article> {
      const values: ArticleValues = {
        slug: '',
        title: body.title,
        description: body.description,
        content: sanitizeRichText(body.content),
        coverUrl: body.coverUrl,
        tags: unique(body.tags),
        status: body.status,
        metaTitle: body.metaTitle,
        metaDescription: body.metaDescription,
        metaKeywords: unique(body.metaKeywords),
        authorId: actor.id,
        publishedAt: body.status === 'published' ? (options.publishedAt ?? new Date()) : null,
      };
      if (!body.id) return create(body, values, actor);

      const before = await current(body.id);
      if (before.version !== body.version) throw versionConflict(before);
      const slug = body.slug || before.slug;
      if (slug !== before.slug && (await repo.isSlugTaken(slug, body.id))) throw slugTaken();
      const { authorId: _keepAuthor, ...changes } = values;
      const publishedAt = before.publishedAt ? new Date(before.publishedAt) : changes.publishedAt;
      return updateOrConflict(body.id, before.version, { ...changes, slug, publishedAt }, actor.id);
    },

    async delete(id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.delete(id))) throw articleNotFound();
      await written();
    },

    async bulk({ action, ids }: ArticleBulkBody): Promise<ArticleBulkResponse> {
      const targets = unique(ids);
      const status = action === 'publish' ? 'published' : 'draft';
      const affected =
        action === 'delete'
          ? await repo.deleteMany(targets)
          : await repo.setStatus(targets, status);
      if (affected > 0) await written();
      return { affected };
    },

    async revisions(id: string): Promise<ArticleRevisionsResponse> {
      if (!UUID.test(id)) throw articleNotFound();
      await current(id);
      const rows = await revisionsRepo.revisions(id);
      return {
        items: rows.map((r) => ({
          id: r.id,
          version: r.version,
          title: r.title,
          editor: r.editor ? { id: r.editor.id, displayName: displayNameOf(r.editor) } : null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** Brings back a revision's title, description and body as a new version. */
    async restore(body: ArticleRestoreBody, actor: Actor): Promise<Article> {
      const before = await current(body.articleId);
      const revision = await revisionsRepo.findRevision(body.articleId, body.revisionId);
      if (!revision) throw revisionNotFound();
      if (before.version !== body.version) throw versionConflict(before);
      const { title, description, content } = revision;
      return updateOrConflict(before.id, body.version, { title, description, content }, actor.id);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
