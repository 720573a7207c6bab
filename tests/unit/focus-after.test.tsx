// @vitest-environment happy-dom
// useFocusAfter (islands/shared/useFocusAfter.ts): focus goes where the action said once React has rendered its
// change, unless the user has put focus somewhere else meanwhile; a forgotten target does nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { inPlaceOf, useFocusAfter } from '~/islands/shared/useFocusAfter.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let api: { remove: (i: number, from: Element) => void; aim: (from: Element) => void; forget: () => void; touch: () => void };

/** Rows with a 删除 each: removing one sends focus to the 删除 now in its place, or to the heading. */
function Rows() {
  const [rows, setRows] = useState(['a', 'b', 'c']);
  const focusAfter = useFocusAfter(rows);
  api = {
    remove: (i, from) => {
      focusAfter(from, () => inPlaceOf(document, '[data-del]', i, document.querySelector('h1')));
      setRows(rows.filter((_, j) => j !== i));
    },
    aim: (from) => focusAfter(from, () => document.querySelector('h1')),
    forget: () => focusAfter(null),
    touch: () => setRows([...rows]),
  };
  return (
    <div>
      <h1 tabIndex={-1}>行</h1>
      {rows.map((r) => (
        <button key={r} type="button" data-del={r}>
          删除 {r}
        </button>
      ))}
      <input aria-label="elsewhere" />
    </div>
  );
}

let root: Root | null = null;
const mount = () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Rows />));
};
const button = (r: string) => document.querySelector<HTMLElement>(`[data-del="${r}"]`)!;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useFocusAfter', () => {
  it('moves focus from the removed row to the row now in its place, then to the heading', () => {
    mount();
    button('a').focus();
    act(() => api.remove(0, button('a')));
    expect(document.activeElement).toBe(button('b'));
    act(() => api.remove(0, button('b')));
    act(() => api.remove(0, button('c')));
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('from the last row, to the row now last', () => {
    mount();
    button('c').focus();
    act(() => api.remove(2, button('c')));
    expect(document.activeElement).toBe(button('b'));
  });

  it('leaves focus the user put elsewhere meanwhile', () => {
    mount();
    const from = button('a');
    from.focus();
    const other = document.querySelector<HTMLElement>('input')!;
    act(() => {
      api.remove(0, from);
      other.focus();
    });
    expect(document.activeElement).toBe(other);
  });

  it('does nothing once forgotten (the action failed), not even on a later render', () => {
    mount();
    button('a').focus();
    act(() => {
      api.aim(button('a'));
      api.forget();
    });
    act(() => api.touch());
    expect(document.activeElement).toBe(button('a'));
    // not forgotten, the same render moves it
    act(() => api.aim(button('a')));
    act(() => api.touch());
    expect(document.activeElement?.tagName).toBe('H1');
  });
});
