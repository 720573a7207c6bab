// Composing a refusal's reason (written by an operator) with the advice the page adds, without saying it twice:
// "金额不符，请重新上传" + "请重新上传" stays "金额不符，请重新上传。", not "…，请重新上传，请重新上传".

/** The reason, then the advice unless the reason already gives it (`key`: the words that count as giving it). */
export function reasonWithAdvice(reason: string, advice: string, key = advice): string {
  const r = reason.trim().replace(/[\s。．.，,；;！!]+$/u, '');
  if (!r) return `${advice}。`;
  return r.includes(key) ? `${r}。` : `${r}，${advice}。`;
}

/** Why a company's registration was turned down and what to do, as 基本信息 and the buyer's notice say it. */
export const companyRejection = (reason: string | null | undefined): string =>
  reasonWithAdvice(reason || '企业资料不符合要求', '请按原因修改企业资料或重新上传营业执照后重新提交', '重新提交');

/** A rejected transfer receipt in an order's timeline: this, then the operator's reason. */
export const PAYMENT_REJECTED_NOTE = '付款凭证被驳回：';
