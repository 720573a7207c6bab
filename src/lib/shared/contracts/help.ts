// Help-centre calls: the public pages. The editors' calls (sources, revisions, preview, save, restore) are
// back-office calls (./admin.ts) and answer with the shapes below.
import { z } from 'zod';
import { helpTypeQuery } from '~/lib/shared/help.ts';
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
  /** The revision's number within the page (第 N 版); 0 before its first. */
  version: z.int(),
  updatedAt: zIso,
});
export type HelpSource = z.output<typeof helpSource>;
export const helpRevisionRow = z.object({
  id: z.int(),
  /** 第 N 版 within the page (ids count across every page). */
  version: z.int(),
  title: z.string(),
  note: z.string(),
  createdAt: zIso,
  current: z.boolean(),
  editor: z.string(),
});
export type HelpRevisionRow = z.output<typeof helpRevisionRow>;
export const helpRevision = z.object({
  id: z.int(),
  version: z.int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  markdown: z.string(),
  html: z.string(),
  note: z.string(),
  createdAt: zIso,
});
export type HelpRevision = z.output<typeof helpRevision>;

export const helpCalls = defineCalls({
  'GET /api/help/list': { summary: 'Help categories and their pages', answer: z.array(helpGroup) },
  'GET /api/help/detail': {
    summary: 'A published help page as sanitised HTML (type = fuWu, YinSi, 11, 10 or an article slug)',
    query: helpTypeQuery,
    answer: z.object({ slug: z.string(), title: z.string(), category: z.string(), html: z.string(), updatedAt: zIso }),
  },
});
