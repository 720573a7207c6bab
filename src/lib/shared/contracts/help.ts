// Help-centre calls: public pages and, for content editors, sources, revisions, preview, save and restore.
import { z } from 'zod';
import { helpPreviewBody, helpRestoreBody, helpRevisionQuery, helpSaveBody, helpTypeQuery } from '../help.ts';
import { defineCalls } from './contract.ts';
import { zIso } from './fields.ts';

export const helpGroup = z.object({ category: z.string(), pages: z.array(z.object({ slug: z.string(), title: z.string() })) });
export type HelpGroup = z.output<typeof helpGroup>;
export const helpSource = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  sort: z.int(),
  markdown: z.string(),
  revisionId: z.int().nullable(),
  updatedAt: zIso,
});
export type HelpSource = z.output<typeof helpSource>;
export const helpRevisionRow = z.object({ id: z.int(), title: z.string(), note: z.string(), createdAt: zIso, current: z.boolean(), editor: z.string() });
export type HelpRevisionRow = z.output<typeof helpRevisionRow>;
export const helpRevision = z.object({
  id: z.int(), slug: z.string(), title: z.string(), category: z.string(), markdown: z.string(), html: z.string(), note: z.string(), createdAt: zIso,
});
export type HelpRevision = z.output<typeof helpRevision>;
const published = z.object({ slug: z.string(), revisionId: z.int(), updatedAt: zIso });

export const helpCalls = defineCalls({
  'GET /api/help/list': { summary: 'Help categories and their pages', answer: z.array(helpGroup) },
  'GET /api/help/detail': {
    summary: 'A published help page as sanitised HTML (type = fuWu, YinSi, 11, 10 or an article slug)',
    query: helpTypeQuery,
    answer: z.object({ slug: z.string(), title: z.string(), category: z.string(), html: z.string(), updatedAt: zIso }),
  },
  'GET /api/help/source': { summary: 'Editors: the Markdown source of a page and the revision it is at', query: helpTypeQuery, answer: helpSource },
  'GET /api/help/revisions': { summary: "Editors: a page's revisions, newest first", query: helpTypeQuery, answer: z.array(helpRevisionRow) },
  'GET /api/help/revision': { summary: 'Editors: one earlier version (Markdown and rendered HTML)', query: helpRevisionQuery, answer: helpRevision },
  'POST /api/help/preview': { summary: 'Editors: renders Markdown exactly as the published page will', body: helpPreviewBody, answer: z.object({ html: z.string() }) },
  'POST /api/help/save': { summary: 'Editors: saves a page (a new slug creates it); visitors see it at once', body: helpSaveBody, answer: published },
  'POST /api/help/restore': { summary: 'Editors: publishes an earlier version again as a new revision', body: helpRestoreBody, answer: published },
});
