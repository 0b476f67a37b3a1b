/** The Markdown twin's path: the page's URL with `.md` appended, `index.md` for a folder URL. */
export function twinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
