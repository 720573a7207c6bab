// Markdown (written by content editors) to safe HTML: marked renders, an allowlist sanitiser then removes
// scripts, event handlers, inline styles and any link or image that is not http(s), mailto, tel or same-site.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { config } from '~/lib/server/config.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'dl',
    'dt',
    'dd',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from this site: the content security policy blocks others, and nothing is fetched from outside.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Contact placeholders an editor may write; filled from configuration (config.contact) when a page is shown. */
export const CONTACT_PLACEHOLDERS = {
  '{{客服热线}}': () => config.contact.phone,
  '{{服务时间}}': () => config.contact.hours,
  '{{客服邮箱}}': () => config.contact.email,
} as const;

export function renderMarkdown(markdown: string): string {
  const filled = markdown.replace(/\{\{(客服热线|服务时间|客服邮箱)\}\}/g, (m) =>
    CONTACT_PLACEHOLDERS[m as keyof typeof CONTACT_PLACEHOLDERS](),
  );
  return sanitize(marked.parse(filled) as string);
}
