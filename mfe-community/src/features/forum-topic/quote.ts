/** A Markdown quote of a post, to start an answer with: each line behind "> ", then the author. */
export function quoteOf(author: string, body: string): string {
  const quoted = body
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quoted}\n> — ${author}\n\n`;
}
