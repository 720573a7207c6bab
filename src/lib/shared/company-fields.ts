// A company's name and its contact's, as registration and the resubmission after a rejection take them: one rule
// for the schemas (auth-schemas.ts) and the forms' first check and limits (without zod, for the review island).

export const COMPANY_NAME = { min: 2, max: 50 } as const;
export const CONTACT_NAME = { min: 1, max: 20 } as const;

const problem =
  (label: string, r: { min: number; max: number }) =>
  (value: string): string | null => {
    const n = value.trim().length;
    if (n === 0) return `请输入${label}`;
    if (n < r.min) return `${label}至少${r.min}个字`;
    if (n > r.max) return `${label}最多${r.max}个字`;
    return null;
  };

/** What is wrong with a company name, or null. */
export const companyNameProblem = problem('企业名称', COMPANY_NAME);
/** What is wrong with a contact's name, or null. */
export const contactNameProblem = problem('联系人', CONTACT_NAME);
