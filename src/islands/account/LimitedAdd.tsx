import { useId, useRef } from 'react';
import { useFocusWhenOff } from '~/islands/shared/useFocusWhenOff.ts';
import { limitReached } from '~/lib/shared/account-limits.ts';

interface Props {
  count: number;
  limit: number;
  /** What the list keeps: 地址, 子账号, 发票抬头. */
  noun: string;
  label: string;
  onAdd: () => void;
}

/**
 * A capped list's count and its add button for the panel head (地址管理, 子账号管理, 发票信息管理); once the list is
 * full the button is off and a note under the head says why and what frees a place. The button went grey with
 * nothing said, and 发票信息管理 showed no count at all. When the list fills while the button has focus (the dialog it
 * opened gives focus back, then the saved row arrives), focus goes to the note, which a screen reader then says.
 */
export default function LimitedAdd({ count, limit, noun, label, onAdd }: Props) {
  const id = useId();
  const full = count >= limit;
  const note = useRef<HTMLParagraphElement>(null);
  const keep = useFocusWhenOff(full, () => note.current);
  return (
    <>
      <span className="muted">
        已有 {count}/{limit} 个{noun}
      </span>
      <button type="button" className="btn btn-primary" {...keep} disabled={full} aria-describedby={full ? id : undefined} onClick={onAdd}>
        {label}
      </button>
      {full && (
        <p id={id} className="limit-note" ref={note} tabIndex={-1}>
          {limitReached(limit, noun)}
        </p>
      )}
    </>
  );
}
