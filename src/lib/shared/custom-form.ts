// The requirement form of a custom line (goods types 2, 3), one shape from the detail page's add-to-cart through the
// cart line (`cart_items.custom`) to the order line (`order_lines.custom`): print parameters, note, artwork, template.
import { z } from 'zod';
import { zId } from './contracts/fields.ts';
import { MAX_ARTWORK_FILES } from './upload-rules.ts';
import { CUSTOM_TEXT } from './text-limits.ts';

export interface CustomForm {
  params?: Record<string, string>;
  note?: string;
  artworkFileIds?: number[];
  templateId?: number;
}

/** The key under which the detail page's free-text 印刷参数 is stored in `params`. */
export const PRINT_PARAMS_KEY = '印刷参数';

export const customFormSchema = z.strictObject({
  params: z.record(z.string().max(30), z.string().max(CUSTOM_TEXT.paramsMax, '定制参数过长')).optional(),
  note: z.string().max(CUSTOM_TEXT.noteMax, `定制需求说明不能超过${CUSTOM_TEXT.noteMax}字`).optional(),
  artworkFileIds: z.array(zId('设计稿文件')).max(MAX_ARTWORK_FILES, `设计稿最多${MAX_ARTWORK_FILES}个文件`).optional(),
  templateId: zId('模板').optional(),
});

/** POST /api/car: the same form; `params` may be the detail page's free text (stored under 印刷参数) and is required. */
export const cartCustomSchema = z
  .strictObject({
    params: z.union(
      [
        z
          .string({ error: '请填写印刷参数' })
          .trim()
          .max(CUSTOM_TEXT.paramsMax, `印刷参数最多${CUSTOM_TEXT.paramsMax}个字`)
          .transform((s): Record<string, string> => (s ? { [PRINT_PARAMS_KEY]: s } : {})),
        z.record(
          z.string().trim().max(30, '定制参数名过长'),
          z.string().trim().max(CUSTOM_TEXT.paramsMax, `印刷参数最多${CUSTOM_TEXT.paramsMax}个字`),
        ),
      ],
      {
        // Text or a record: a text that is too long says so, not that the parameters are missing.
        error: (iss) =>
          (iss.code === 'invalid_union' && iss.errors.flat().find((e) => e.code !== 'invalid_type')?.message) || '请填写印刷参数',
      },
    ),
    note: z.string({ error: '备注格式不正确' }).trim().max(CUSTOM_TEXT.noteMax, `备注最多${CUSTOM_TEXT.noteMax}个字`).optional(),
    artworkFileIds: z.array(zId('设计稿文件ID')).max(MAX_ARTWORK_FILES, `设计稿最多上传${MAX_ARTWORK_FILES}个文件`).optional(),
    templateId: zId('模板ID').optional(),
  })
  .refine((v) => Object.values(v.params).some((s) => s.length > 0), { message: '请填写印刷参数', path: ['params'] });
export type CartCustomInput = z.output<typeof cartCustomSchema>;
