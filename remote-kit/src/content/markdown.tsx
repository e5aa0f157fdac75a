import { Fragment, type ReactNode } from 'react';

/**
 * A small markdown renderer to React elements (never HTML strings): headings, paragraphs, bullet
 * and numbered lists, links (http, https and site paths only), bold and italic. Anything else is
 * text.
 */

const inlinePattern =
  /(\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|\[[^\]]+\]\([^)\s]+\))/;

/** Whether a link may be followed: absolute http and https addresses, and paths of this site. */
export function isSafeLink(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function renderInline(text: string, keyPrefix = 'inline'): ReactNode[] {
  const nodes: ReactNode[] = [];
  text.split(inlinePattern).forEach((part, index) => {
    if (!part) return;
    const key = `${keyPrefix}-${index}`;
    if (
      (part.startsWith('**') && part.endsWith('**')) ||
      (part.startsWith('__') && part.endsWith('__'))
    ) {
      nodes.push(<strong key={key}>{renderInline(part.slice(2, -2), key)}</strong>);
      return;
    }
    if (
      part.length > 2 &&
      ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_')))
    ) {
      nodes.push(<em key={key}>{renderInline(part.slice(1, -1), key)}</em>);
      return;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label = '', href = ''] = link;
      nodes.push(
        isSafeLink(href) ? (
          <a key={key} href={href} rel={href.startsWith('/') ? undefined : 'noopener noreferrer'}>
            {renderInline(label, key)}
          </a>
        ) : (
          <Fragment key={key}>{renderInline(label, key)}</Fragment>
        ),
      );
      return;
    }
    nodes.push(<Fragment key={key}>{part}</Fragment>);
  });
  return nodes;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * Markdown as React elements; headings sit below the page's own h1 (`#` and `##` are both h2),
 * and a leading heading that repeats the page's `title` is left out.
 */
export function Markdown({ source, title }: { source: string; title?: string }) {
  const blocks = parseBlocks(source);
  const first = blocks[0];
  if (first?.kind === 'heading' && title !== undefined && first.text.trim() === title.trim()) {
    blocks.shift();
  }
  return (
    <div className="markdown">
      {blocks.map((block, index) => {
        const key = `block-${index}`;
        if (block.kind === 'heading') {
          const level = Math.min(6, Math.max(2, block.level));
          const Heading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
          return <Heading key={key}>{renderInline(block.text, key)}</Heading>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key}>
              {block.items.map((item, itemIndex) => (
                <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{renderInline(block.text, key)}</p>;
      })}
    </div>
  );
}
