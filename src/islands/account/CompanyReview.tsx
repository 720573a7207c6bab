import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { setUserInfo } from '~/lib/client/stores.ts';
import { toast } from '~/lib/client/toast.ts';
import FilePick from '~/islands/common/FilePick.tsx';
import { companyRejection } from '~/lib/shared/wording.ts';
import Dialog from '~/islands/shared/Dialog.tsx';
import type { UserInfo as Profile } from '~/lib/shared/contracts/auth.ts';
import { PROFILE_EVENT } from '~/lib/client/user-info.ts';
import { acceptOf, maxMbOf, RULES, sizeRefusal, typeNamesOf } from '~/lib/shared/upload-rules.ts';
import { COMPANY_NAME, CONTACT_NAME, companyNameProblem, contactNameProblem } from '~/lib/shared/company-fields.ts';
import { isMainAccount } from '~/lib/shared/permissions.ts';
import { creditCodeProblem } from '~/lib/shared/credit-code.ts';
import CreditCodeInput from '~/islands/shared/CreditCodeInput.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const AGAIN_IDS = { companyName: 'again-company', creditCode: 'again-credit', contactName: 'again-contact' };

// The server's own rule for licences (it judges the content again).
const LICENCE_TYPES = acceptOf(RULES.license).join(',');
const LICENCE_MAX = RULES.license.maxBytes;

/** Uploads the business licence (image or PDF) for the caller's company; the server sniffs and checks it. */
export async function sendLicence(file: File): Promise<void> {
  if (file.size > LICENCE_MAX) throw new ApiFailure(400, sizeRefusal(RULES.license));
  const body = new FormData();
  body.append('file', file);
  await api.post('/api/upload/license', body);
}

const LICENCE_FAILED = 'qili-licence-failed';

/**
 * Registration's licence upload failed: the form goes on to 基本信息 at once (a toast would go with the page it was
 * shown on), so the refusal is kept for 企业认证 there to say.
 */
export function rememberLicenceFailure(reason: string) {
  try {
    sessionStorage.setItem(LICENCE_FAILED, `营业执照未能上传：${reason}，请重新选择营业执照上传。`);
  } catch {
    /* storage refused: 基本信息 still shows the licence as 未上传 */
  }
}

/**
 * 企业认证 on 基本信息 while the company is not approved: what review means and how long it takes, the licence
 * upload (main account), and for a rejected company the reason with 重新提交.
 */
export default function CompanyReview({ initial, note }: { initial: Profile; note: string }) {
  const [me, setMe] = useState(initial);
  const isMain = isMainAccount(me);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [again, setAgain] = useState(false);
  const [form, setForm] = useState({ companyName: me.companyName, creditCode: me.creditCode, contactName: me.contactName });
  const fields = useFieldErrors(AGAIN_IDS);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    try {
      const said = sessionStorage.getItem(LICENCE_FAILED);
      sessionStorage.removeItem(LICENCE_FAILED);
      if (said) setFailed(said);
    } catch {
      /* no storage, nothing kept */
    }
  }, []);

  async function reload() {
    const r = await api.get('/api/userinfo');
    setMe(r.data);
    setUserInfo(r.data);
    // The facts above the form (the company's name and status, its licence) follow (lib/client/user-info.ts).
    window.dispatchEvent(new Event(PROFILE_EVENT));
  }

  async function upload() {
    if (busy) return;
    if (!file) return toast.warning('请选择营业执照图片或PDF');
    setBusy(true);
    try {
      await sendLicence(file);
      toast.success('营业执照已上传');
      setFile(null);
      await reload();
    } catch (e) {
      toast.warning(e instanceof ApiFailure ? e.message : '上传失败');
    } finally {
      setBusy(false);
    }
  }

  async function resubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next = {
      companyName: companyNameProblem(form.companyName),
      creditCode: creditCodeProblem(form.creditCode),
      contactName: contactNameProblem(form.contactName),
    };
    if (fields.show(next)) return;
    setBusy(true);
    try {
      if (file) await sendLicence(file);
      await api.post('/api/registerAgain', {
        companyName: form.companyName.trim(),
        creditCode: form.creditCode,
        contactName: form.contactName.trim(),
      });
      toast.success('已重新提交，请等待审核');
      setAgain(false);
      setFile(null);
      await reload();
    } catch (err) {
      if (!fields.fail(err)) toast.warning(err instanceof ApiFailure ? err.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  const licenceHint = (
    <p className="muted hint">
      支持 {typeNamesOf(RULES.license)}，不超过{maxMbOf(RULES.license)}MB；请上传清晰完整的营业执照照片或扫描件。
    </p>
  );

  return (
    <section className="review-panel" aria-labelledby="review-title">
      <h2 id="review-title">
        企业认证 <span className="tag tag-grey">{me.companyStatusName}</span>
      </h2>
      {me.companyStatus === 'rejected' ? (
        <p className="notice notice-error" role="alert">
          审核未通过：
          {companyRejection(me.rejectReason)}
        </p>
      ) : (
        <p className="notice">{note}</p>
      )}
      {failed && !me.licenseUrl && (
        <p className="notice notice-error" role="alert">
          {failed}
        </p>
      )}
      {isMain ? (
        me.companyStatus === 'pending' ? (
          <>
            <div className="review-upload">
              <FilePick
                id="licence-file"
                label="选择营业执照图片或PDF"
                accept={LICENCE_TYPES}
                disabled={busy}
                button={me.licenseUrl ? '重新选择营业执照' : '选择营业执照'}
                onFiles={(f) => setFile(f[0] ?? null)}
              />
              <button type="button" className="btn btn-primary" aria-disabled={busy || !file || undefined} onClick={() => void upload()}>
                上传营业执照
              </button>
            </div>
            {licenceHint}
          </>
        ) : (
          // Rejected: the licence goes with 重新提交 (its dialog picks it), so no picker here whose file the dialog would not show.
          <button type="button" className="btn btn-primary" onClick={() => setAgain(true)}>
            重新提交
          </button>
        )
      ) : (
        <p className="muted">企业认证由企业主账号办理。</p>
      )}
      <Dialog open={again} title="重新提交企业认证" onClose={() => setAgain(false)}>
        <form onSubmit={resubmit} noValidate>
          <div className="field">
            <label htmlFor="again-company">企业名称</label>
            <input
              className="input"
              maxLength={COMPANY_NAME.max}
              value={form.companyName}
              onChange={(e) => {
                setForm({ ...form, companyName: e.target.value });
                fields.clear('companyName');
              }}
              {...fields.input('companyName')}
            />
            <FieldError id={errorIdOf(AGAIN_IDS.companyName)} message={fields.errors.companyName} />
          </div>
          <div className="field">
            <label htmlFor="again-credit">统一社会信用代码</label>
            <CreditCodeInput
              value={form.creditCode}
              onCode={(creditCode) => {
                setForm({ ...form, creditCode });
                fields.clear('creditCode');
              }}
              {...fields.input('creditCode')}
            />
            <FieldError id={errorIdOf(AGAIN_IDS.creditCode)} message={fields.errors.creditCode} />
          </div>
          <div className="field">
            <label htmlFor="again-contact">联系人</label>
            <input
              className="input"
              maxLength={CONTACT_NAME.max}
              value={form.contactName}
              onChange={(e) => {
                setForm({ ...form, contactName: e.target.value });
                fields.clear('contactName');
              }}
              {...fields.input('contactName')}
            />
            <FieldError id={errorIdOf(AGAIN_IDS.contactName)} message={fields.errors.contactName} />
          </div>
          <div className="field">
            <span className="field-label">营业执照</span>
            <FilePick
              id="again-licence"
              label="选择新的营业执照图片或PDF（可选）"
              accept={LICENCE_TYPES}
              disabled={busy}
              onFiles={(f) => setFile(f[0] ?? null)}
            />
            {licenceHint}
          </div>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={() => setAgain(false)}>
              取消
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
              提交审核
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
