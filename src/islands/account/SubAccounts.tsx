import { useEffect, useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { SUB_ACCOUNT_LIMIT } from '~/lib/shared/account-limits.ts';
import { ACCOUNT_PAGES } from '~/lib/shared/account-pages.ts';
import LimitedAdd from './LimitedAdd.tsx';
import { chinaDay } from '~/lib/shared/time.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import Empty from './Empty.tsx';
import Dialog from '~/islands/shared/Dialog.tsx';
import SubAccountForm from './SubAccountForm.tsx';
import { useConfirm } from './useConfirm.tsx';

export type { IdentityRow, SubAccount as SubRow } from '~/lib/shared/contracts/account.ts';
import type { IdentityRow, SubAccount as SubRow } from '~/lib/shared/contracts/account.ts';
import { accountStatusAction } from '~/lib/shared/labels.ts';

/** /childAcc (main accounts only): sub-accounts with status, add, edit, enable/disable and delete. */
export default function SubAccounts({ initial, identities: initialIdentities }: { initial: SubRow[]; identities: IdentityRow[] }) {
  const [list, setList] = useState(initial);
  // Rendered with the server's table; the identity call keeps the choices current without a reload.
  const [identities, setIdentities] = useState(initialIdentities);
  useEffect(() => {
    void api
      .get('/api/son/identity/list')
      .then((r) => setIdentities(r.data))
      .catch(() => {});
  }, []);
  const [editing, setEditing] = useState<SubRow | 'new' | null>(null);
  const { ask, dialog } = useConfirm();
  const { run } = useSubmit();
  const reload = async () => setList((await api.get('/api/son/list')).data);

  const toggle = async (s: SubRow) => {
    if (s.status === 1 && !(await ask(`禁用后“${s.realName}”将立即退出登录且无法再登录，确定禁用吗？`))) return;
    await run(async () => {
      toast.success((await api.post(`/api/son/onStatus/${s.id}`, { status: s.status === 1 ? 0 : 1 })).msg);
      await reload();
    });
  };
  const remove = async (s: SubRow) => {
    if (!(await ask(`确定删除子账号“${s.realName}”（${s.phone}）吗？`))) return;
    await run(async () => {
      toast.success((await api.post('/api/son/del', { id: s.id })).msg);
      await reload();
    });
  };

  return (
    <section aria-labelledby="sub-title">
      <div className="panel-head">
        <h1 id="sub-title">{ACCOUNT_PAGES.childAcc.label}</h1>
        <LimitedAdd count={list.length} limit={SUB_ACCOUNT_LIMIT} noun="子账号" label="新增子账号" onAdd={() => setEditing('new')} />
      </div>
      {list.length === 0 ? (
        <Empty />
      ) : (
        <table className="data-table">
          <caption className="sr-only">子账号列表</caption>
          <thead>
            <tr>
              <th scope="col">姓名</th>
              <th scope="col">手机号</th>
              <th scope="col">账号身份</th>
              <th scope="col">状态</th>
              <th scope="col">创建时间</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id}>
                <td data-label="姓名">{s.realName}</td>
                <td data-label="手机号">{s.phone}</td>
                <td data-label="账号身份">{s.identityName}</td>
                <td data-label="状态" className={s.status === 1 ? 'status-on' : 'status-off'}>
                  {s.statusName}
                </td>
                <td data-label="创建时间">{chinaDay(s.createdAt)}</td>
                <td>
                  <div className="card-actions">
                    <button type="button" className="link-btn" onClick={() => setEditing(s)} aria-label={`编辑${s.realName}`}>
                      编辑
                    </button>
                    <button
                      type="button"
                      className="link-btn"
                      onClick={() => void toggle(s)}
                      aria-label={`${accountStatusAction(s.status)}${s.realName}`}
                    >
                      {accountStatusAction(s.status)}
                    </button>
                    <button type="button" className="link-btn danger" onClick={() => void remove(s)} aria-label={`删除${s.realName}`}>
                      删除
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section className="identity-table" aria-labelledby="identity-title">
        <h2 id="identity-title">账号身份与权限</h2>
        <ul>
          {identities.map((i) => (
            <li key={i.key}>
              <strong>{i.name}</strong>：{i.permissions.map((p) => p.name).join('、')}
            </li>
          ))}
        </ul>
      </section>
      <Dialog open={editing !== null} title={editing === 'new' ? '新增子账号' : '编辑子账号'} onClose={() => setEditing(null)}>
        <SubAccountForm
          initial={editing === 'new' ? null : editing}
          identities={identities}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      </Dialog>
      {dialog}
    </section>
  );
}
