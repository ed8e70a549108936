/**
 * The tab title of an article: its meta title (or title) and the brand, unless the meta title
 * already ends with the brand ("Why Mauna Loa? | Keeling" stays as written, not "… | Keeling |
 * Keeling"). `branded` puts a page's title and the brand together in the current language.
 */
export function articleDocumentTitle(
  title: string,
  brand: string,
  branded: (page: string) => string,
): string {
  const trimmed = title.trim();
  const endsWithBrand = trimmed.toLowerCase().endsWith(brand.toLowerCase());
  return endsWithBrand ? trimmed : branded(trimmed);
}
