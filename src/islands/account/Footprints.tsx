import { useRef, useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import Empty from './Empty.tsx';
import GoodsCard from './GoodsCard.tsx';
import type { FootprintsPage } from '~/lib/shared/contracts/account.ts';
import Pager from './Pager.tsx';
import { useConfirm } from './useConfirm.tsx';
import { useFocusWhenOff } from '~/islands/shared/useFocusWhenOff.ts';
import { inPlaceOf, useFocusAfter } from '~/islands/shared/useFocusAfter.ts';

export type FootPage = FootprintsPage;

function dayLabel(day: string, today: string, yesterday: string) {
  if (day === today) return `今天 ${day}`;
  if (day === yesterday) return `昨天 ${day}`;
  return day;
}

/** /footprint: browsing history by day; remove one entry, a whole day, or everything. */
export default function Footprints({ initial, today, yesterday }: { initial: FootPage; today: string; yesterday: string }) {
  const [data, setData] = useState(initial);
  const { ask, dialog } = useConfirm();
  const { run } = useSubmit();
  // 清空足迹 is off once nothing is left: its press hands focus to the heading.
  const title = useRef<HTMLHeadingElement>(null);
  const keepClear = useFocusWhenOff(!data.total, () => title.current);
  // 删除 and 删除当天 go with what they removed: focus goes to the same button of the entry (or day) now in its place,
  // the last one's, or the heading once none is left.
  const focusAfter = useFocusAfter(data);
  const section = useRef<HTMLElement>(null);
  const pressed = (e: { currentTarget: HTMLElement }, selector: string) => {
    const index = [...(section.current?.querySelectorAll(selector) ?? [])].indexOf(e.currentTarget);
    return { button: e.currentTarget, then: () => inPlaceOf(section.current, selector, index, title.current) };
  };

  async function fetchPage(page: number): Promise<void> {
    const r = await api.get('/api/collect/foot', { page, limit: data.limit });
    if (r.data.days.length === 0 && page > 1) return fetchPage(page - 1);
    setData(r.data);
  }
  const load = (page: number) => run(() => fetchPage(page));
  const remove = async (
    body: { ids: number[] } | { day: string } | { all: true },
    question: string | null,
    from?: ReturnType<typeof pressed>,
  ) => {
    if (question && !(await ask(question))) return;
    await run(async () => {
      toast.success((await api.del('/api/collect/delFoot', body)).msg);
      if (from) focusAfter(from.button, from.then);
      await fetchPage(data.page);
    });
  };

  return (
    <section aria-labelledby="foot-title" ref={section}>
      <div className="panel-head">
        <h1 id="foot-title" ref={title} tabIndex={-1}>
          我的足迹
        </h1>
        <span className="muted">共 {data.total} 条</span>
        <button
          type="button"
          className="btn"
          {...keepClear}
          disabled={!data.total}
          onClick={() => void remove({ all: true }, '确定清空全部浏览足迹吗？')}
        >
          清空足迹
        </button>
      </div>
      {data.days.length === 0 ? (
        <Empty />
      ) : (
        data.days.map((d) => (
          <section key={d.day} className="day-group" aria-label={dayLabel(d.day, today, yesterday)}>
            <h2 className="day-head">
              {dayLabel(d.day, today, yesterday)}
              <button
                type="button"
                className="link-btn danger"
                data-remove-day
                onClick={(e) => void remove({ day: d.day }, `确定删除${d.day}的全部足迹吗？`, pressed(e, '[data-remove-day]'))}
                aria-label={`删除当天 ${d.day}`}
              >
                删除当天
              </button>
            </h2>
            <ul className="goods-grid">
              {d.list.map((g) => (
                <GoodsCard key={g.footId} g={g}>
                  <button
                    type="button"
                    className="link-btn goods-remove"
                    onClick={(e) => void remove({ ids: [g.footId] }, null, pressed(e, '.goods-remove'))}
                    aria-label={`删除足迹${g.storeName}`}
                  >
                    删除
                  </button>
                </GoodsCard>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => void load(p)} />
      {dialog}
    </section>
  );
}
