// Markdown (written by content editors) to safe HTML: marked renders, an allowlist sanitiser then removes
// scripts, event handlers, inline styles and any link or image that is not http(s), mailto, tel or same-site.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { SiteInfo } from '~/lib/server/storefront/site.ts';

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

/** The contact details the placeholders read: the site's (siteSettings), as the top bar and the footer show them. */
export type Contact = Pick<SiteInfo, 'supportPhone' | 'serviceHours' | 'email'>;

/** Contact placeholders an editor may write; filled with the site's contact details when a page is shown. */
export const CONTACT_PLACEHOLDERS = {
  '{{客服热线}}': (c: Contact) => c.supportPhone,
  '{{服务时间}}': (c: Contact) => c.serviceHours,
  '{{客服邮箱}}': (c: Contact) => c.email,
} as const;

export function renderMarkdown(markdown: string, contact: Contact): string {
  const filled = markdown.replace(/\{\{(客服热线|服务时间|客服邮箱)\}\}/g, (m) =>
    CONTACT_PLACEHOLDERS[m as keyof typeof CONTACT_PLACEHOLDERS](contact),
  );
  return sanitize(marked.parse(filled) as string);
}
