// @vitest-environment happy-dom
// 复制 buttons (lib/client/copy.ts): the Clipboard API where the page is a secure context, else the older copy command
// on a selected text area; each outcome is said in a toast, and a failure tells the buyer to copy by hand.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, wireCopyButtons } from '~/lib/client/copy.ts';
import { yuanDigits } from '~/lib/shared/money.ts';

const toasts = () => [...document.querySelectorAll('#toast-host .toast')].map((t) => t.textContent);
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copying a value', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    expect(await copyText('12190888661088')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('12190888661088');
  });

  it('over plain HTTP (no Clipboard API) copies a selected text area with the copy command, and leaves nothing behind', async () => {
    vi.stubGlobal('navigator', {});
    let copied: string | null = null;
    document.execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.querySelector('textarea')?.value ?? null) : null;
      return copied !== null;
    });
    expect(await copyText('QL2026112600000000880005')).toBe(true);
    expect(copied).toBe('QL2026112600000000880005');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('a button says what it copied, and a failure says to copy by hand', async () => {
    document.body.innerHTML = '<button type="button" data-copy="8080.00" data-copy-name="转账金额">复制</button>';
    wireCopyButtons();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    document.querySelector('button')!.click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('8080.00');
    expect(toasts()).toEqual(['转账金额已复制']);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    document.execCommand = vi.fn(() => false);
    document.querySelector('button')!.click();
    await settle();
    expect(toasts()).toContain('复制失败，请手动选择转账金额复制');
  });
});

describe('the amount as a bank takes it', () => {
  it('digits and two decimals, no sign, no grouping', () => {
    expect(yuanDigits(808000)).toBe('8080.00');
    expect(yuanDigits(8600)).toBe('86.00');
    expect(yuanDigits(5)).toBe('0.05');
    expect(yuanDigits(123456789012)).toBe('1234567890.12');
  });
});
