// @vitest-environment happy-dom
// The back office's 报价 form: its 交货日期 picker offers no day before today in China. A page left open past midnight
// must not go on offering yesterday, so the field reads the day again (chinaDay) when it takes focus.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActionForm, { type Field } from '~/islands/admin/ActionForm.tsx';

describe('ActionForm date field with minToday', () => {
  let root: ReturnType<typeof createRoot>;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:50 on 27 November in China: the day the page was rendered.
    vi.setSystemTime(new Date('2026-11-27T15:50:00Z'));
    document.body.innerHTML = '<div id="root"></div>';
    root = createRoot(document.getElementById('root')!);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const render = (field: Partial<Field>) =>
    act(() =>
      root.render(
        <ActionForm
          title="报价"
          endpoint="/api/admin/order/quote"
          confirm="确认报价？"
          fields={[{ name: 'deliveryDate', label: '交货日期', type: 'date', required: true, min: '2026-11-27', ...field }]}
        />,
      ),
    );
  const picker = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;
  const focusAt = (iso: string) => {
    vi.setSystemTime(new Date(iso));
    act(() => picker().blur());
    act(() => picker().focus());
  };

  it('offers the day the page was rendered until it takes focus, then today in China', () => {
    render({ minToday: true });
    expect(picker().min).toBe('2026-11-27');
    focusAt('2026-11-27T15:59:00Z'); // 23:59 in China: still the 27th
    expect(picker().min).toBe('2026-11-27');
    focusAt('2026-11-27T16:10:00Z'); // 00:10 on the 28th in China (16:10 UTC the day before)
    expect(picker().min).toBe('2026-11-28');
  });

  it('keeps a fixed first day as it is', () => {
    render({});
    focusAt('2026-11-27T16:10:00Z');
    expect(picker().min).toBe('2026-11-27');
  });
});
