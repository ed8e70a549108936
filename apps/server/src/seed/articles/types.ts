export interface SeedArticle {
  title: string;
  description: string;
  tags: string[];
  draft?: boolean;
  /** Days before the seed ran that the article was first published. */
  daysAgo: number;
  views: number;
  /**
   * Blocks of a tiny markup: `## ` heading, `> ` quote, `* a | b` bullet list, else a paragraph.
   * Plain text: `&`, `<` and `>` are escaped when the HTML is built.
   */
  body: string[];
}
