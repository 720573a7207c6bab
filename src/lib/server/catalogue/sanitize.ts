// Product descriptions are operator-supplied HTML: keep structure, tables and local images only.
// No style attributes survive (the CSP would block them anyway) and no script, event handler or foreign URL.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'a',
    'figure',
    'figcaption',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // Relative links and pictures from this site only: nothing may be fetched from elsewhere at run time.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener', target: '_blank' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(media|api\/file)\//.test(frame.attribs.src ?? ''),
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
