// @vitest-environment happy-dom
// The cart's quantity box: a typed quantity the rule does not allow becomes the nearest allowed one, and the buyer is
// told why in the words the detail page uses for the same quantity (qtyProblem), not corrected without a word.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import QtyInput from '~/islands/cart/QtyInput.tsx';
import { qtyProblem, type QtyRule } from '~/lib/shared/quantity.ts';

const RULE: QtyRule = { minQty: 2, stepQty: 1, stock: 274, unitName: '盒' };

describe('QtyInput', () => {
  let root: ReturnType<typeof createRoot>;
  let committed: number[];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    committed = [];
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
    act(() => root.render(<QtyInput value={10} rule={RULE} label="名片 数量" onCommit={(n) => committed.push(n)} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  });

  const input = () => document.querySelector<HTMLInputElement>('input[aria-label="名片 数量"]')!;
  /** Types `text` as the buyer would (React reads the value through the native setter) and leaves the box. */
  function type(text: string, leave: 'blur' | 'Enter' = 'blur') {
    act(() => {
      const box = input();
      box.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      if (leave === 'Enter') input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      else input().blur();
    });
  }
  const toasts = () => [...document.querySelectorAll('#toast-host .toast')].map((t) => t.textContent);

  it('above stock: becomes the stock and says 库存不足, as the detail page does', () => {
    type('100000');
    expect(input().value).toBe('274');
    expect(committed).toEqual([274]);
    expect(toasts()).toEqual(['库存不足，最多可购买274盒']);
    expect(toasts()).toEqual([qtyProblem(100000, RULE)]);
  });

  it('below the minimum: becomes the minimum and says why', () => {
    type('1', 'Enter');
    expect(input().value).toBe('2');
    expect(committed).toEqual([2]);
    expect(toasts()).toEqual(['起订量为2盒']);
    type('0');
    expect(input().value).toBe('2');
    expect(toasts()).toEqual(['起订量为2盒', qtyProblem(0, RULE)]);
  });

  it('an allowed quantity commits without a message', () => {
    type('100');
    expect(committed).toEqual([100]);
    expect(toasts()).toEqual([]);
  });
});
