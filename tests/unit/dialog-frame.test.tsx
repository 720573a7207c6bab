// @vitest-environment happy-dom
// The store has one dialog frame written twice: the React `Dialog` (islands/shared/Dialog.tsx) and, for pages without
// React, makeDialog (lib/client/dom-dialog.ts). One stylesheet serves both, so they must stay the same markup: the
// same element, classes and roles, title first, the × (关闭) last. This compares the two, so a change to one alone fails.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Dialog from '~/islands/shared/Dialog.tsx';
import { makeDialog } from '~/lib/client/dom-dialog.ts';

/** An element's shape: tag, the attributes that style or name it (ids masked), text of leaves, children in order. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes]
      .filter((a) => a.name !== 'id' && a.name !== 'aria-labelledby')
      .map((a) => [a.name === 'classname' ? 'class' : a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const kids = [...el.children].map(shape);
  return { tag: el.tagName.toLowerCase(), attrs, ...(kids.length ? { kids } : { text: el.textContent }) };
}

const fromReact = (role?: 'alertdialog') => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <Dialog open={false} keepContent title="提示" size={560} role={role} onClose={() => {}}>
      <p className="confirm-text">内容</p>
    </Dialog>,
  );
  return host.firstElementChild!;
};

const fromDom = (role?: 'alertdialog') => {
  const p = document.createElement('p');
  p.className = 'confirm-text';
  p.textContent = '内容';
  const d = makeDialog(`frame-${role ?? 'dialog'}`, '提示', 560, p, role);
  d.remove();
  return d;
};

describe('the dialog frame', () => {
  it.each([undefined, 'alertdialog' as const])('React and plain DOM build the same markup (role %s)', (role) => {
    const react = fromReact(role);
    const dom = fromDom(role);
    expect(shape(dom)).toEqual(shape(react));
    // Named by its title in both.
    expect(react.getAttribute('aria-labelledby')).toBe(react.querySelector('.dlg-title')!.id);
    expect(dom.getAttribute('aria-labelledby')).toBe(dom.querySelector('.dlg-title')!.id);
  });
});
