// The category menu (§2.6, §2.10). The server renders the same markup as ever, so CSS hover and focus-within
// open the panels before hydration and without JavaScript. Hydrated, it becomes a real menu: aria-expanded on
// the top items, Escape closes, arrow keys move between top items (→ into the panel, ← back), and a first tap
// on a touch screen opens a panel instead of following the link. Links always carry type1, type2 and type3.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { categoryUrl as href } from '~/lib/shared/links.ts';

/** [id, name, children]: the smallest props that describe the tree (the home page carries all of it). */
export type Cat = [id: number, name: string, children?: Cat[]];

const tops = (ul: HTMLElement | null) => [...(ul?.querySelectorAll<HTMLAnchorElement>(':scope > .cate-item > .cate-top') ?? [])];
const within = (el: Element, node: EventTarget | null) => node instanceof Node && el.contains(node);

export default function CategoryMenu(props: { tree: Cat[]; id: string }) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const tap = useRef<{ touch: boolean; wasOpen: boolean }>({ touch: false, wasOpen: false });
  const enter = useRef(false); // → asked to move into the panel once it shows

  /** The item the pointer rests on or the focus is in: what CSS alone would show. */
  const shown = () => {
    const items = [...(list.current?.children ?? [])];
    const i = items.findIndex((li) => li.matches(':hover') || li.contains(document.activeElement));
    return i < 0 ? null : i;
  };

  useEffect(() => {
    setLive(true);
    setOpen(shown()); // the visitor may already be pointing at a category when hydration happens
  }, []);

  useEffect(() => {
    if (open === null || !enter.current) return;
    enter.current = false;
    list.current?.children[open]?.querySelector<HTMLAnchorElement>('.cate-panel a')?.focus();
  }, [open]);

  useEffect(() => {
    if (open === null) return;
    // A tap elsewhere closes a panel opened by touch.
    const away = (e: globalThis.PointerEvent) => {
      if (!within(list.current!, e.target)) setOpen(shown());
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function onTopKey(e: KeyboardEvent<HTMLAnchorElement>, i: number) {
    const links = tops(list.current);
    const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: links.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      const n = (to + links.length) % links.length;
      links[n]?.focus();
      setOpen(n);
    } else if (e.key === 'ArrowRight' && props.tree[i]?.[2]?.length) {
      e.preventDefault();
      // A closed panel cannot take focus: move in once it has rendered open.
      if (open === i) list.current?.children[i]?.querySelector<HTMLAnchorElement>('.cate-panel a')?.focus();
      else {
        enter.current = true;
        setOpen(i);
      }
    } else if (e.key === 'Escape') {
      setOpen(null);
    }
  }

  function onPanelKey(e: KeyboardEvent<HTMLDivElement>, i: number) {
    if (e.key !== 'Escape' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    tops(list.current)[i]?.focus();
    if (e.key === 'Escape') setOpen(null);
  }

  function onTopClick(e: MouseEvent<HTMLAnchorElement>, i: number) {
    // The first tap opens the panel; a second tap on the open item follows the link.
    if (tap.current.touch && !tap.current.wasOpen && props.tree[i]?.[2]?.length) {
      e.preventDefault();
      setOpen(i);
    }
  }

  const onPointerDown = (e: PointerEvent<HTMLAnchorElement>, i: number) => {
    tap.current = { touch: e.pointerType === 'touch', wasOpen: open === i };
  };
  // Focus arriving from outside an item opens it; focus moving inside it (Escape returns it to the top link) does not.
  const onItemFocus = (e: FocusEvent<HTMLLIElement>, i: number) => {
    if (!within(e.currentTarget, e.relatedTarget)) setOpen(i);
  };
  const onMenuBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!within(e.currentTarget, e.relatedTarget)) setOpen(e.currentTarget.matches(':hover') ? shown() : null);
  };

  return (
    <ul
      ref={list}
      className={live ? 'cate-menu is-live' : 'cate-menu'}
      id={props.id}
      aria-label="商品分类"
      onMouseLeave={() => setOpen(list.current?.contains(document.activeElement) ? shown() : null)}
      onBlur={onMenuBlur}
    >
      {props.tree.map(([a, name, kids = []], i) => (
        <li
          key={a}
          className={open === i ? 'cate-item is-open' : 'cate-item'}
          onMouseEnter={() => setOpen(i)}
          onFocus={(e) => onItemFocus(e, i)}
        >
          <a
            className="cate-top"
            href={href(a)}
            aria-expanded={live && kids.length > 0 ? open === i : undefined}
            onKeyDown={(e) => onTopKey(e, i)}
            onPointerDown={(e) => onPointerDown(e, i)}
            onClick={(e) => onTopClick(e, i)}
          >
            <span>{name}</span>
            <span className="cate-hint" aria-hidden="true">
              {kids
                .slice(0, 2)
                .map((b) => b[1])
                .join(' / ')}
            </span>
          </a>
          {kids.length > 0 && (
            <div className="cate-panel" onKeyDown={(e) => onPanelKey(e, i)}>
              {kids.map(([b, bName, leaves = []]) => (
                <dl key={b} className="cate-group">
                  <dt>
                    <a href={href(a, b)}>{bName}</a>
                  </dt>
                  <dd>
                    {leaves.map(([c, cName]) => (
                      <a key={c} href={href(a, b, c)}>
                        {cName}
                      </a>
                    ))}
                  </dd>
                </dl>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
