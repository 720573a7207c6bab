import { useRef, useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import Empty from './Empty.tsx';
import GoodsCard from './GoodsCard.tsx';
import type { FavouritesPage } from '~/lib/shared/contracts/account.ts';
import Pager from './Pager.tsx';
import { useConfirm } from './useConfirm.tsx';
import { useFocusWhenOff } from '~/islands/shared/useFocusWhenOff.ts';
import { inPlaceOf, useFocusAfter } from '~/islands/shared/useFocusAfter.ts';

export type FavPage = FavouritesPage;

/** /favorites: my favourite products, paginated; remove one, or several chosen with the check boxes. */
export default function Favorites({ initial }: { initial: FavPage }) {
  const [data, setData] = useState(initial);
  const [picked, setPicked] = useState<number[]>([]);
  const { ask, dialog } = useConfirm();
  const { run } = useSubmit();
  // 取消收藏所选 is off once nothing is chosen (after it removed the chosen): its press hands focus to the heading.
  const title = useRef<HTMLHeadingElement>(null);
  const keepRemove = useFocusWhenOff(!picked.length, () => title.current);
  // A card's 取消收藏 goes with its card: focus goes to the 取消收藏 of the card now in its place (the last one's, or
  // the heading once none is left).
  const focusAfter = useFocusAfter(data);
  const list = useRef<HTMLUListElement>(null);

  async function fetchPage(page: number): Promise<void> {
    const r = await api.get('/api/collect/user', { page, limit: data.limit });
    // Removing the last items of a page steps back to the one before.
    if (r.data.list.length === 0 && page > 1) return fetchPage(page - 1);
    setData(r.data);
    setPicked([]);
  }
  const load = (page: number) => run(() => fetchPage(page));
  const remove = async (ids: number[], from?: { button: Element; index: number }) => {
    if (!(await ask(ids.length > 1 ? `确定取消收藏选中的${ids.length}件商品吗？` : '确定取消收藏该商品吗？'))) return;
    await run(async () => {
      toast.success((await api.post('/api/collect/user/del', { ids })).msg);
      if (from) focusAfter(from.button, () => inPlaceOf(list.current, '.goods-remove', from.index, title.current));
      await fetchPage(data.page);
    });
  };
  const toggle = (id: number) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);

  return (
    <section aria-labelledby="fav-title">
      <div className="panel-head">
        <h1 id="fav-title" ref={title} tabIndex={-1}>
          我的收藏
        </h1>
        <span className="muted">共 {data.total} 件</span>
        <button type="button" className="btn" {...keepRemove} disabled={!picked.length} onClick={() => void remove(picked)}>
          取消收藏所选
        </button>
      </div>
      {data.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="goods-grid" aria-label="收藏的商品" ref={list}>
          {data.list.map((g, index) => (
            <GoodsCard key={g.id} g={g}>
              <input
                type="checkbox"
                className="goods-pick"
                checked={picked.includes(g.id)}
                onChange={() => toggle(g.id)}
                aria-label={`选择${g.storeName}`}
              />
              <button
                type="button"
                className="link-btn goods-remove"
                onClick={(e) => void remove([g.id], { button: e.currentTarget, index })}
                aria-label={`取消收藏${g.storeName}`}
              >
                取消收藏
              </button>
            </GoodsCard>
          ))}
        </ul>
      )}
      <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => void load(p)} />
      {dialog}
    </section>
  );
}
