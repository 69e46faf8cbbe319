/** A reply's plain text as blocks: paragraphs, and lists made of `- ` lines. */
export type MessageBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

/**
 * Splits on blank lines into paragraphs; inside one, consecutive `- ` lines form a list.
 * The text stays text: the view renders each piece as a React string, never as HTML.
 */
export function messageBlocks(content: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let current: MessageBlock | null = null;
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      const item = /^\s*-\s+(.*)$/.exec(line);
      if (item) {
        if (current?.kind !== 'list') {
          current = { kind: 'list', items: [] };
          blocks.push(current);
        }
        current.items.push(item[1] ?? '');
      } else {
        if (current?.kind !== 'paragraph') {
          current = { kind: 'paragraph', lines: [] };
          blocks.push(current);
        }
        current.lines.push(line.trim());
      }
    }
  }
  return blocks;
}
