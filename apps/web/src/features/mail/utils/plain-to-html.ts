const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** What a person typed as paragraphs of HTML, every character escaped (the server sanitises too). */
export function plainToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p>${block.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}
