import { pageCount } from '~/lib/shared/paging.ts';

/** Previous / next with the page count; hidden when everything fits on one page. */
export default function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (p: number) => void }) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="分页">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
