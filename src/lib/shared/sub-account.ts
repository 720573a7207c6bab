// Sub-account forms (子账号): one schema for the island and the API.
import { z } from 'zod';
import { checkConfirm } from './validation.ts';
import { zMobile, zNewPassword } from './auth-schemas.ts';
import { zId } from './contracts/fields.ts';
import { SUB_ACCOUNT_NAME_MAX } from './text-limits.ts';

/** Identity keys a sub-account may hold (their permissions: server/auth/permissions.ts). */
export const SUB_IDENTITY_KEYS = ['admin', 'buyer', 'finance'] as const;

const zRealName = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .max(SUB_ACCOUNT_NAME_MAX, `姓名最多${SUB_ACCOUNT_NAME_MAX}个字`);
const zIdentity = z.enum(SUB_IDENTITY_KEYS, { error: '请选择账号身份' });

export const subAccountAddSchema = z
  .strictObject({ phone: zMobile, realName: zRealName, identity: zIdentity, password: zNewPassword, confirm: z.string().optional() })
  .superRefine((v, ctx) => {
    const m = checkConfirm(v.password, v.confirm);
    if (m) ctx.addIssue({ code: 'custom', path: ['confirm'], message: m });
  });

/** Editing may reset the password (then the sub-account's sessions end); an empty password keeps the old one. */
export const subAccountEditSchema = z
  .strictObject({
    id: zId(),
    realName: zRealName,
    identity: zIdentity,
    password: z.union([z.literal(''), zNewPassword]).optional(),
    confirm: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    // A new password is typed twice, as when adding (the confirmation is checked only when a password is set).
    const m = v.password ? checkConfirm(v.password, v.confirm) : null;
    if (m) ctx.addIssue({ code: 'custom', path: ['confirm'], message: m });
  });

export const subAccountStatusSchema = z.strictObject({
  /** 1 enable, 0 disable; absent: toggle. */
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }).optional(),
});
