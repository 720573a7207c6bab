import { useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { announceAddressChange } from '~/lib/client/address-changes.ts';
import { toast } from '~/lib/client/toast.ts';
import { ADDRESS_LIMIT } from '~/lib/shared/account-limits.ts';
import { ACCOUNT_PAGES } from '~/lib/shared/account-pages.ts';
import LimitedAdd from './LimitedAdd.tsx';
import type { Address } from '~/lib/shared/contracts/account.ts';
import { fullAddress } from '~/lib/shared/address-line.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import AddressForm from './AddressForm.tsx';
import Empty from './Empty.tsx';
import Dialog from '~/islands/shared/Dialog.tsx';
import { useConfirm } from './useConfirm.tsx';

export type AddressRow = Address;

/** /address: the list with set-default, edit and delete, and the add/edit dialog. */
export default function AddressBook({ initial }: { initial: AddressRow[] }) {
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<AddressRow | 'new' | null>(null);
  const { ask, dialog } = useConfirm();
  const { run } = useSubmit();

  // The server holds the change already: the other tabs (the checkout) hear of it at once, before this list is read
  // again; said after the read, a tab closed as soon as its dialog did (the buyer done here) never said it.
  const reload = async () => {
    announceAddressChange();
    setList((await api.get('/api/address/list')).data);
  };
  const setDefault = (a: AddressRow) =>
    run(async () => {
      const r = await api.post('/api/address/default/set', { id: a.id });
      toast.success(r.msg);
      await reload();
    });
  const remove = async (a: AddressRow) => {
    if (!(await ask(`确定删除收货人“${a.realName}”的地址吗？`))) return;
    await run(async () => {
      const r = await api.post('/api/address/del', { id: a.id });
      toast.success(r.msg);
      await reload();
    });
  };

  return (
    <section aria-labelledby="addr-title">
      <div className="panel-head">
        <h1 id="addr-title">{ACCOUNT_PAGES.address.label}</h1>
        <LimitedAdd count={list.length} limit={ADDRESS_LIMIT} noun="地址" label="新增收货地址" onAdd={() => setEditing('new')} />
      </div>
      {list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="card-list" aria-label="收货地址列表">
          {list.map((a) => (
            <li key={a.id} className={a.isDefault ? 'entry-card entry-card-default' : 'entry-card'}>
              <div className="card-main">
                <p className="card-title">
                  {a.realName}
                  <span className="card-phone">{a.phone}</span>
                  {a.isDefault && <span className="tag">默认</span>}
                </p>
                <p className="muted">{fullAddress(a)}</p>
              </div>
              <div className="card-actions">
                {!a.isDefault && (
                  <button type="button" className="link-btn" onClick={() => void setDefault(a)} aria-label={`设为默认 ${a.realName}的地址`}>
                    设为默认
                  </button>
                )}
                <button type="button" className="link-btn" onClick={() => setEditing(a)} aria-label={`编辑${a.realName}的地址`}>
                  编辑
                </button>
                <button type="button" className="link-btn danger" onClick={() => void remove(a)} aria-label={`删除${a.realName}的地址`}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} title={editing === 'new' ? '新增收货地址' : '编辑收货地址'} onClose={() => setEditing(null)}>
        <AddressForm
          initial={editing === 'new' ? null : editing}
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
