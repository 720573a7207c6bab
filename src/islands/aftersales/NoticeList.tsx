import { useRef, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { showMenuBadge } from '~/lib/client/menu-badges.ts';
import { formatTime } from '~/lib/shared/time.ts';
import type { NoticeItem } from '~/lib/shared/contracts/aftersales.ts';
import { useFocusWhenOff } from '~/islands/shared/useFocusWhenOff.ts';
import { inPlaceOf, useFocusAfter } from '~/islands/shared/useFocusAfter.ts';

export type { NoticeItem };

/** /orderInform: notices with unread marks; opening one or "mark read" marks it; "all read" marks all. */
export default function NoticeList({ initial, unread: unread0 }: { initial: NoticeItem[]; unread: number }) {
  const [items, setItems] = useState(initial);
  const [unread, setUnread] = useState(unread0);
  // 全部标为已读 is off once nothing is unread: its press hands focus to the list, now said all 已读.
  const list = useRef<HTMLUListElement>(null);
  const keepAllRead = useFocusWhenOff(unread === 0, () => list.current);
  // A notice's 标为已读 goes once it is read: focus goes to the next unread notice's (the one before if it was the
  // last), or to the list, now said all 已读.
  const focusAfter = useFocusAfter(items);
  const markOne = async (button: HTMLElement, n: NoticeItem) => {
    const index = [...(list.current?.querySelectorAll('[data-mark-read]') ?? [])].indexOf(button);
    focusAfter(button, () => inPlaceOf(list.current, '[data-mark-read]', index, list.current));
    if (!(await mark([n.id]))) focusAfter(null);
  };
  async function mark(ids: number[] | null) {
    try {
      const r = ids ? await api.post('/api/orderInform/read', { ids }) : await api.post('/api/orderInform/readAll', {});
      setItems((xs) => xs.map((x) => (!ids || ids.includes(x.id) ? { ...x, isRead: true } : x)));
      setUnread(r.data.unread);
      showMenuBadge('/orderInform', r.data.unread);
      if (!ids) toast.success(r.msg);
      return true;
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '操作失败，请稍后再试');
      return false;
    }
  }
  async function open(n: NoticeItem) {
    if (!n.isRead) await mark([n.id]);
    if (n.link) location.assign(n.link);
  }
  return (
    <div>
      <div className="toolbar">
        <span>
          未读通知{' '}
          <span className="badge" aria-label={`未读通知${unread}条`}>
            {unread}
          </span>
        </span>
        <span className="spacer" />
        <button type="button" className="btn" {...keepAllRead} disabled={unread === 0} onClick={() => void mark(null)}>
          全部标为已读
        </button>
      </div>
      {items.length === 0 ? (
        <p className="empty">暂无数据哦~</p>
      ) : (
        <ul className="notice-list" aria-label="消息列表" ref={list} tabIndex={-1}>
          {items.map((n) => (
            <li
              key={n.id}
              className={n.isRead ? 'notice-item' : 'notice-item unread'}
              aria-label={`${n.isRead ? '已读' : '未读'}：${n.title}`}
            >
              <span className="dot" aria-hidden="true" />
              <div className="text">
                <h3>{n.title}</h3>
                <p>{n.content}</p>
                <p className="muted small">{formatTime(n.createdAt)}</p>
              </div>
              <div className="row-actions">
                {n.link && (
                  <button type="button" className="btn" onClick={() => void open(n)}>
                    查看
                  </button>
                )}
                {!n.isRead && (
                  <button type="button" className="btn" data-mark-read onClick={(e) => void markOne(e.currentTarget, n)}>
                    标为已读
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
