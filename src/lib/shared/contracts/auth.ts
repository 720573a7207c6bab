// Account calls of SPEC §4/§5: registration, SMS codes, login, logout, passwords and the profile.
import { z } from 'zod';
import {
  companyNameSchema,
  zContactName,
  loginMobileSchema,
  loginSchema,
  passwordChangeSchema,
  phoneOnlySchema,
  registerSchema,
  resetSchema,
  sendCodeSchema,
  userEditSchema,
} from '~/lib/shared/auth-schemas.ts';
import { MULTIPART, defineCalls } from './contract.ts';
import { zCreditCode } from './fields.ts';

export const registerAgainSchema = z.strictObject({
  companyName: companyNameSchema.shape.companyName,
  creditCode: zCreditCode,
  contactName: zContactName,
});

export const userInfo = z.object({
  id: z.int(),
  uid: z.int(),
  nickname: z.string(),
  realName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  /** Identity name (主账号, 管理员, 采购员, 财务) and key. */
  identity: z.string(),
  identityKey: z.string(),
  level: z.int(),
  levelName: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  /** The company's 统一社会信用代码 as registered ('' for a company registered before the store asked for it). */
  creditCode: z.string(),
  /** The company's contact as registered (重新提交 starts from it). */
  contactName: z.string(),
  companyStatus: z.enum(['pending', 'approved', 'rejected']),
  companyStatusName: z.string(),
  rejectReason: z.string().nullable(),
  licenseUrl: z.string(),
  /** The licence on file is a PDF (shown as a link, not an image). */
  licenseIsPdf: z.boolean(),
  parentId: z.int().nullable(),
  permissions: z.array(z.string()),
});
export type UserInfo = z.output<typeof userInfo>;

export const loginAnswer = z.object({ token: z.string(), expiresAt: z.string(), userInfo });
export type LoginAnswer = z.output<typeof loginAnswer>;

export const authCalls = defineCalls({
  'POST /api/register': {
    summary: 'Company registration: the company (pending review) and its main account, logged in',
    body: registerSchema,
    answer: loginAnswer,
  },
  'POST /api/register/company/name': {
    summary: 'Is this company name still free?',
    body: companyNameSchema,
    answer: z.object({ available: z.boolean(), msg: z.string() }),
  },
  'POST /api/register/verify': {
    summary: 'Sends a 6-digit SMS code for register, login or reset (never in the answer)',
    body: sendCodeSchema,
    answer: z.object({ sent: z.literal(true), ttl: z.int(), resendAfter: z.int() }),
  },
  'POST /api/register/verify/phone': {
    summary: 'Is this phone registered?',
    body: phoneOnlySchema,
    answer: z.object({ registered: z.boolean(), msg: z.string() }),
  },
  'POST /api/register/reset': {
    summary: 'A new password by SMS code; every session of the account ends',
    body: resetSchema,
    answer: z.object({ msg: z.string() }),
  },
  'POST /api/register/updatePassWord': {
    summary: "Logged-in password change; the account's other sessions end",
    body: passwordChangeSchema,
    answer: z.null(),
  },
  'POST /api/registerAgain': {
    summary: 'A rejected company resubmits its registration for review (main account only)',
    body: registerAgainSchema,
    answer: z.object({ status: z.literal('pending') }),
  },
  'POST /api/login': {
    summary: 'Phone and password; 5 failures within 15 minutes lock the phone for 15 minutes',
    body: loginSchema,
    answer: loginAnswer,
  },
  'POST /api/login/mobile': { summary: 'Phone and SMS code', body: loginMobileSchema, answer: loginAnswer },
  'POST /api/logout': {
    summary: "Ends the current session (a visitor's logout also succeeds)",
    answer: z.object({ loggedOut: z.literal(true) }),
  },
  'GET /api/userinfo': { summary: "The caller's profile, company and permissions", answer: userInfo },
  'POST /api/user/edit': {
    summary: 'Avatar (a link from /api/api/upload) and nickname; a blank nickname is ignored',
    body: userEditSchema,
    answer: userInfo,
  },
  'POST /api/api/upload': {
    summary: 'Avatar upload (multipart field `file`): JPG, PNG or WEBP up to 2 MB and 4096×4096 px, re-encoded',
    body: MULTIPART,
    answer: z.object({ link: z.string() }),
  },
  'POST /api/upload/license': {
    summary: "The company's business licence (multipart field `file`: JPG, PNG, WEBP or PDF up to 10 MB); main account, before approval",
    body: MULTIPART,
    answer: z.object({ url: z.string(), name: z.string(), mime: z.string() }),
  },
});
