// Messages more than one side says, in a module without dependencies (every page's API client loads it).

/** What a visitor is told where an account is needed (the API's 401, and the browser before it calls). */
export const LOGIN_REQUIRED = '请先登录';
/** What login says to a disabled account, and /login to one whose session its disabling ended. */
export const ACCOUNT_DISABLED = '账号已被禁用，请联系企业主账号';
/**
 * What /login says when a session that existed has ended: the page was sent there with ?reason=expired
 * (SESSION_ENDED_REASON) by the API client's 401 or the route guard, and it reads why from the session cookie it was
 * sent with (auth/sessions.ts whySessionEnded): the password changed or was reset, the account was disabled, or it
 * expired or ended some other way.
 */
export const SESSION_END_NOTICES = {
  expired: '登录已失效，请重新登录',
  password: '密码已修改，请使用新密码重新登录',
  disabled: ACCOUNT_DISABLED,
} as const;
export type SessionEndReason = keyof typeof SESSION_END_NOTICES;
export const SESSION_ENDED = SESSION_END_NOTICES.expired;
export const SESSION_ENDED_REASON = 'expired';
/**
 * /login?reason=reset: 找回密码 set a new password and sent the visitor to /login to use it. Its toast went with the
 * page it left, and /login said nothing.
 */
export const PASSWORD_RESET_REASON = 'reset';
export const PASSWORD_RESET_NOTICE = '密码已重置，请使用新密码登录';

/**
 * A company name already registered (registration, its name check, a rejected company's resubmission). It said only
 * 该企业名称已注册: a second employee of a registered company, the usual case, was left without a way in.
 */
export const COMPANY_NAME_TAKEN = '该企业名称已注册，本企业员工请联系企业主账号开通子账号';
/** A phone an account already has, asked for a registration code or registering: the way in is to log in. */
export const PHONE_REGISTERED = '该手机号已注册，请直接登录';
/**
 * A phone no account has, asked for a login or reset code (or logging in by code, resetting). It said only
 * 该手机号未注册: a new buyer, or an employee whose company is registered, learnt nothing about the way in.
 */
export const PHONE_NOT_REGISTERED = '该手机号未注册，请先免费注册；企业员工请联系企业主账号开通子账号';
/** A 统一社会信用代码 another company registered with (one code, one company): the same way in as a taken name. */
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册，本企业员工请联系企业主账号开通子账号';

/** A call that got no answer the store wrote (SPEC's fallback for a failed request). */
export const NETWORK_FAILED = '网络异常！';
/** A call that timed out or was aborted. */
export const REQUEST_TIMEOUT = '请求超时，请稍后重试';
