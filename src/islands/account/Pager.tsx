import { pageCount } from '~/lib/shared/paging.ts';
import { useFocusWhenOff } from '~/islands/shared/useFocusWhenOff.ts';

/**
 * Previous / next with the page count; hidden when everything fits on one page. 上一页 is off on the first page and
 * 下一页 on the last: the one pressed to get there hands focus to the other.
 */
export default function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (p: number) => void }) {
  const pages = pageCount(total, limit);
  const keepPrev = useFocusWhenOff(page <= 1, (): HTMLElement | null => keepNext.ref.current);
  const keepNext = useFocusWhenOff(page >= pages, (): HTMLElement | null => keepPrev.ref.current);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="分页">
      <button type="button" className="btn" {...keepPrev} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <button type="button" className="btn" {...keepNext} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
