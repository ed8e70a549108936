import Box from '@mui/material/Box';
import { articleTypography } from '../../../components/rich-text/typography';

/**
 * The article's HTML. The server sanitises every write against an allow-list (modules/blog/
 * sanitize.ts), so the stored HTML is rendered as is, with typographic styles for its tags.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write
      dangerouslySetInnerHTML={{ __html: html }}
      sx={articleTypography}
    />
  );
}
