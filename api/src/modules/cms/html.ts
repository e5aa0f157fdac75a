import sanitizeHtml from 'sanitize-html';

/**
 * What operator-written CMS content may contain: text structure, links (http, https, mailto or
 * relative) and images (http, https or relative). No scripts, styles, frames, forms, event
 * handler attributes or javascript: URLs survive.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const scriptedUrlPattern = /^[\s\p{Cc}]*(javascript|vbscript|data)\s*:/iu;

/**
 * A CMS text as it may be served: markup reduced to the allow-list. Text without markup (plain
 * text, markdown) stays exactly as written; a value that is a scripted URL becomes empty.
 */
export function sanitisedCmsText(text: string): string {
  if (scriptedUrlPattern.test(text)) return '';
  return text.includes('<') ? sanitizeHtml(text, allowList) : text;
}

/** Every text of a CMS item's fields, at any depth, sanitised. */
export function sanitisedCmsValue(value: unknown): unknown {
  if (typeof value === 'string') return sanitisedCmsText(value);
  if (Array.isArray(value)) return value.map(sanitisedCmsValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sanitisedCmsValue(item)]),
    );
  }
  return value;
}
