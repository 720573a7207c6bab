import { useEffect, useState } from 'react';
import { clampQty, stepQty, type QtyRule } from '~/lib/shared/quantity.ts';

/** A −/+ quantity control that steps from the minimum and commits on blur or Enter. */
export default function QtyInput({
  value,
  rule,
  label,
  disabled,
  onCommit,
}: {
  value: number;
  rule: QtyRule;
  label: string;
  disabled?: boolean;
  onCommit: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (n: number) => {
    const next = clampQty(n, rule);
    setText(String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <div className="qty" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || stepQty(value, -1, rule) >= value}
        onClick={() => commit(stepQty(value, -1, rule))}
      >
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(Number(text));
        }}
      />
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled || stepQty(value, 1, rule) <= value}
        onClick={() => commit(stepQty(value, 1, rule))}
      >
        +
      </button>
    </div>
  );
}
