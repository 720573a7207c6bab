// The after-sales application's and the evaluation's limits: for their schemas (contracts/aftersales.ts) and their
// forms (the islands, which read them without zod).
import { qtyMessages } from './quantity.ts';

/** An after-sales application: its description's length and how many photos it carries. */
export const AFTERSALE = { descriptionMax: 500, photosMax: 9 } as const;

/**
 * What is wrong with the number of units claimed on a line that has `leftNum` left, or null: the form's check and the
 * server's (after the schema's zQty('售后数量'), whose words it shares for a number that is no quantity).
 */
export function aftersaleNumProblem(num: number, line: { leftNum: number; unitName: string }): string | null {
  if (!Number.isInteger(num) || num < 1) return qtyMessages('售后数量').integer;
  if (num > line.leftNum) return `售后数量不能超过${line.leftNum}${line.unitName}`;
  return null;
}

/** An evaluation: its text's length, its photos and the score range. */
export const EVALUATION = { contentMin: 5, contentMax: 500, photosMax: 6, scoreMin: 1, scoreMax: 5 } as const;

/** What is wrong with an evaluation's text, or null (the form's first check; the schema answers the same). */
export function evaluationContentProblem(text: string): string | null {
  const n = text.trim().length;
  if (n < EVALUATION.contentMin) return `评价内容至少${EVALUATION.contentMin}个字`;
  if (n > EVALUATION.contentMax) return `评价内容不能超过${EVALUATION.contentMax}字`;
  return null;
}
