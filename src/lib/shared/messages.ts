// Messages more than one side says, in a module without dependencies (every page's API client loads it).

/** What a visitor is told where an account is needed (the API's 401, and the browser before it calls). */
export const LOGIN_REQUIRED = '请先登录';
