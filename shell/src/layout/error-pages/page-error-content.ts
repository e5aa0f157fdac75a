import { pageErrorMessageFor, pageErrorMessages } from 'shared-kernel/contract/format';

/** 404, 418, 503, any other status, or the generic reload fallback. */
export type PageErrorKind = number | 'generic';

export function pageErrorMessageOf(kind: PageErrorKind): string {
  return kind === 'generic' ? pageErrorMessages.generic : pageErrorMessageFor(kind);
}

export const reloadPageLabel = pageErrorMessages.reloadPageLabel;

/**
 * The page shows the first sentence of the message as its heading and the rest below it, so
 * the words on screen are exactly those of api.md §8.2.
 */
export function pageErrorContentOf(kind: PageErrorKind): { heading: string; message: string } {
  const text = pageErrorMessageOf(kind);
  const boundary = /[.!](\s)/.exec(text);
  if (!boundary) return { heading: text, message: '' };
  const sentenceEnd = boundary.index + 1;
  const heading = text.slice(0, sentenceEnd).replace(/\.$/, '');
  return { heading, message: text.slice(sentenceEnd).trim() };
}
