import { useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { INVOICE_TITLE_LIMIT } from '~/lib/shared/account-limits.ts';
import { ACCOUNT_PAGES } from '~/lib/shared/account-pages.ts';
import LimitedAdd from './LimitedAdd.tsx';
import type { InvoiceTitle } from '~/lib/shared/contracts/account.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import Empty from './Empty.tsx';
import InvoiceTitleForm from './InvoiceTitleForm.tsx';
import Dialog from '~/islands/shared/Dialog.tsx';
import { useConfirm } from './useConfirm.tsx';

export type TitleRow = InvoiceTitle;

/** /invoiceAdmin: the company's invoice titles; those without the invoice permission see them read-only. */
/** draft: the company's own name and code, which 新增 starts from while no title carries that code (ownTitleDraft). */
export default function InvoiceTitles({
  initial,
  canEdit,
  draft = null,
}: {
  initial: TitleRow[];
  canEdit: boolean;
  draft?: { title: string; taxNo: string } | null;
}) {
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<TitleRow | 'new' | null>(null);
  const { ask, dialog } = useConfirm();
  const { run } = useSubmit();

  const reload = async () => setList((await api.get('/api/billInfo/list')).data);
  const setDefault = (t: TitleRow) =>
    run(async () => {
      toast.success((await api.post('/api/billInfo/default/set', { id: t.id })).msg);
      await reload();
    });
  const remove = async (t: TitleRow) => {
    if (!(await ask(`确定删除发票抬头“${t.title}”吗？`))) return;
    await run(async () => {
      toast.success((await api.get(`/api/billInfo/del/${t.id}`)).msg);
      await reload();
    });
  };

  return (
    <section aria-labelledby="inv-admin-title">
      <div className="panel-head">
        <h1 id="inv-admin-title">{ACCOUNT_PAGES.invoiceAdmin.label}</h1>
        {canEdit && (
          <LimitedAdd
            count={list.length}
            limit={INVOICE_TITLE_LIMIT}
            noun="发票抬头"
            label="新增发票抬头"
            onAdd={() => setEditing('new')}
          />
        )}
      </div>
      {!canEdit && <p className="notice">发票抬头由企业主账号、管理员或财务维护，您可在下单时选用。</p>}
      {list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="card-list" aria-label="发票抬头列表">
          {list.map((t) => (
            <li key={t.id} className={t.isDefault ? 'entry-card entry-card-default' : 'entry-card'}>
              <div className="card-main">
                <p className="card-title">
                  {t.title}
                  <span className="tag tag-grey">{t.typeName}</span>
                  {t.isDefault && <span className="tag">默认</span>}
                </p>
                <p className="muted">统一社会信用代码：{t.taxNo}</p>
                {t.type === 2 && (
                  <p className="muted">
                    {t.regAddress} {t.regPhone} ｜ {t.bank} {t.bankAccount}
                  </p>
                )}
              </div>
              {canEdit && (
                <div className="card-actions">
                  {!t.isDefault && (
                    <button type="button" className="link-btn" onClick={() => void setDefault(t)} aria-label={`设为默认 ${t.title}`}>
                      设为默认
                    </button>
                  )}
                  <button type="button" className="link-btn" onClick={() => setEditing(t)} aria-label={`编辑${t.title}`}>
                    编辑
                  </button>
                  <button type="button" className="link-btn danger" onClick={() => void remove(t)} aria-label={`删除${t.title}`}>
                    删除
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        size={720}
        title={editing === 'new' ? '新增发票抬头' : '编辑发票抬头'}
        onClose={() => setEditing(null)}
      >
        <InvoiceTitleForm
          initial={editing === 'new' ? null : editing}
          draft={editing === 'new' && !list.some((t) => t.taxNo === draft?.taxNo) ? draft : null}
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
