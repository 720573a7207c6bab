import { useRef, useState, type ChangeEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { setUserInfo } from '~/lib/client/stores.ts';
import type { UserInfo as Profile } from '~/lib/shared/contracts/auth.ts';
import { toast } from '~/lib/client/toast.ts';
import NicknameEditor from './NicknameEditor.tsx';
import PasswordDialog from './PasswordDialog.tsx';
import CompanyReview from './CompanyReview.tsx';

export type { Profile };

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_MAX = 2 * 1024 * 1024;

/** /userInfo (§2.12): avatar, nickname, read-only account facts, business licence, change password. */
export default function UserInfo({ initial, reviewNote }: { initial: Profile; reviewNote: string }) {
  const [me, setMe] = useState(initial);
  const [pwOpen, setPwOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  async function save(patch: { avatar?: string; nickname?: string }) {
    try {
      const r = await api.post('/api/user/edit', patch);
      setMe(r.data);
      setUserInfo(r.data);
      toast.success('修改成功');
    } catch (e) {
      // §8: a failed profile update is a warning with the server's msg.
      toast.warning(e instanceof ApiFailure ? e.message : '修改失败');
    }
  }

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    // A first, friendly check; the server judges the content itself.
    if (!AVATAR_TYPES.includes(f.type)) return toast.warning('仅支持JPG、PNG、WEBP格式的图片');
    if (f.size > AVATAR_MAX) return toast.warning('文件不能超过2MB');
    const body = new FormData();
    body.append('file', f);
    setUploading(true);
    try {
      const r = await api.post('/api/api/upload', body);
      await save({ avatar: r.data.link });
    } catch (err) {
      toast.warning(err instanceof ApiFailure ? err.message : '上传失败');
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby="info-title">
      <div className="panel-head">
        <h1 id="info-title">基本信息</h1>
      </div>
      <dl className="info-grid">
        <dt>头像</dt>
        <dd>
          {me.avatar ? (
            <img className="avatar" src={me.avatar} alt="我的头像" width={72} height={72} />
          ) : (
            <span className="avatar avatar-empty" aria-label="未设置头像" role="img" />
          )}
          <input
            ref={file}
            id="avatar-file"
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label="选择头像图片"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void pick(e)}
          />
          <button type="button" className="btn" disabled={uploading} onClick={() => file.current?.click()}>
            {uploading ? '上传中…' : '上传头像'}
          </button>
          <span className="muted hint">JPG、PNG、WEBP，不超过2MB</span>
        </dd>
        <dt>昵称</dt>
        <dd>
          <NicknameEditor value={me.nickname} onSave={(nickname) => save({ nickname })} />
        </dd>
        <dt>手机号</dt>
        <dd>{me.phone}</dd>
        <dt>账号身份</dt>
        <dd>{me.identity}</dd>
        <dt>会员等级</dt>
        <dd>{me.levelName}</dd>
        <dt>企业名称</dt>
        <dd>
          {me.companyName}
          {me.companyStatusName && <span className="tag tag-grey">{me.companyStatusName}</span>}
        </dd>
        <dt>营业执照</dt>
        <dd>
          {!me.licenseUrl ? (
            <span className="muted">未上传</span>
          ) : me.licenseIsPdf ? (
            <a className="link" href={me.licenseUrl} target="_blank" rel="noopener">
              查看营业执照（PDF）
            </a>
          ) : (
            <img className="licence" src={me.licenseUrl} alt={`${me.companyName}营业执照`} />
          )}
        </dd>
        <dt>登录密码</dt>
        <dd>
          <button type="button" className="btn" onClick={() => setPwOpen(true)}>
            修改密码
          </button>
        </dd>
      </dl>
      {me.companyStatus !== 'approved' && <CompanyReview me={me} note={reviewNote} onChange={setMe} />}
      <PasswordDialog open={pwOpen} onClose={() => setPwOpen(false)} />
    </section>
  );
}
