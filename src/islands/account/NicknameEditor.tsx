import { useEffect, useRef, useState } from 'react';
import { NICKNAME_MAX } from '~/lib/shared/text-limits.ts';

/**
 * The nickname with a popover (§2.12): 取消 closes, 确定 saves; a blank or whitespace-only entry is ignored. A non-modal
 * dialog: focus goes to the field when it opens and back to 修改昵称 when it closes (取消, 确定 or Escape). A save that
 * failed (no network, a refusal) keeps it open with the name typed, to press 确定 again.
 */
export default function NicknameEditor({
  value,
  onSave,
  initiallyOpen = false,
}: {
  value: string;
  /** Saves the name: true once saved, false when the save failed (its failure already said). */
  onSave: (nickname: string) => Promise<boolean>;
  /** Mounted by a click on 修改昵称 (lib/client/user-info-editors.tsx): open from the start. */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  async function save() {
    if (saving) return;
    const t = draft.trim();
    if (t && t !== value) {
      setSaving(true);
      const saved = await onSave(t);
      setSaving(false);
      if (!saved) return;
    }
    close();
  }

  return (
    <span className="rel">
      <span className="nickname">{value || '未设置'}</span>
      <button
        ref={toggle}
        type="button"
        className="link-btn"
        aria-expanded={open}
        aria-controls="nick-pop"
        onClick={() => {
          setDraft(value);
          setOpen(!open);
        }}
      >
        修改昵称
      </button>
      {open && (
        <div
          id="nick-pop"
          className="popover"
          role="dialog"
          aria-label="修改昵称"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
            if (e.key === 'Enter' && e.target === input.current) void save();
          }}
        >
          <label htmlFor="nick-input" className="field-label">
            昵称
          </label>
          <input
            id="nick-input"
            ref={input}
            className="input"
            maxLength={NICKNAME_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="modal-actions">
            <button type="button" className="btn" onClick={close}>
              取消
            </button>
            <button type="button" className="btn btn-primary" aria-disabled={saving || undefined} onClick={() => void save()}>
              确定
            </button>
          </div>
        </div>
      )}
    </span>
  );
}
