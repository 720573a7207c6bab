// Help-centre inputs shared by the editor island and the API handlers.
import { z } from 'zod';
import { zId, zIdText } from './contracts/fields.ts';
import { HELP_TEXT } from './text-limits.ts';

/** The fixed pages of SPEC §2.2 (/helpCentre?type=…); other slugs are help articles. */
export const HELP_TYPES = { fuWu: '用户服务协议', YinSi: '隐私协议', '11': '售后说明', '10': '交期说明' } as const;
export const SLUG_RE = new RegExp(`^[A-Za-z0-9_-]{1,${HELP_TEXT.slugMax}}$`);
export const MARKDOWN_MAX = 100_000;

export const zSlug = z
  .string({ error: '请填写页面标识' })
  .trim()
  .regex(SLUG_RE, `页面标识只能包含字母、数字、下划线和短横线（1-${HELP_TEXT.slugMax}位）`);

export const helpSaveBody = z.strictObject({
  slug: zSlug,
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(HELP_TEXT.titleMax, `标题不能超过${HELP_TEXT.titleMax}个字`),
  category: z
    .string({ error: '请填写分类' })
    .trim()
    .min(1, '请填写分类')
    .max(HELP_TEXT.categoryMax, `分类不能超过${HELP_TEXT.categoryMax}个字`),
  markdown: z.string({ error: '请填写正文' }).max(MARKDOWN_MAX, `正文不能超过${MARKDOWN_MAX}个字符`),
  note: z.string({ error: '修改说明格式不正确' }).trim().max(HELP_TEXT.noteMax, `修改说明不能超过${HELP_TEXT.noteMax}个字`).default(''),
  /** The revision the editor started from; a different current revision means someone else saved meanwhile. */
  baseRevisionId: zId('版本').nullable().optional(),
});
export type HelpSaveInput = z.output<typeof helpSaveBody>;

export const helpPreviewBody = z.strictObject({
  markdown: z.string({ error: '请填写正文' }).max(MARKDOWN_MAX, `正文不能超过${MARKDOWN_MAX}个字符`),
});
export const helpTypeQuery = z.strictObject({ type: zSlug });
export const helpRevisionQuery = z.strictObject({ id: zIdText('版本') });
export const helpRestoreBody = z.strictObject({
  revisionId: zId('版本'),
  /** The revision the editor showed as current (as a save's): another current one means someone saved meanwhile. */
  baseRevisionId: zId('版本').nullable().optional(),
});
