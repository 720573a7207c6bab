// The browser tests quote or pick dates that must lie in the future (a quote's 交货日期) through one helper,
// tests/e2e/helpers.ts futureDay, never as a fixed day that the calendar one day passes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaDay } from '~/lib/shared/time.ts';
import { futureDay } from '../e2e/helpers.ts';

const dir = path.resolve(import.meta.dirname, '../e2e');

describe('dates in the browser tests', () => {
  it('are computed by futureDay, not written as fixed days', () => {
    const fixed = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/['"`]\d{4}-\d{2}-\d{2}['"`]/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(fixed).toEqual([]);
  });

  it('futureDay is a calendar day after today in China', () => {
    expect(futureDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(futureDay() > chinaDay()).toBe(true);
    expect(futureDay(1) < futureDay(2)).toBe(true);
  });
});
