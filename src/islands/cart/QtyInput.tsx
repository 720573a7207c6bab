import { useEffect, useState } from 'react';
import { toast } from '~/lib/client/toast.ts';
import { clampQty, qtyProblem, stepQty, type QtyRule } from '~/lib/shared/quantity.ts';

/**
 * A −/+ quantity control that steps from the minimum and commits on blur or Enter. A − or + with no step left is
 * aria-disabled, not disabled: pressed down to the minimum, the button keeps the keyboard's focus (a disabled one
 * drops it to the page's top); pressed again, it does nothing (the quantity does not change). A typed quantity the rule does
 * not allow becomes the nearest allowed one, and the buyer is told why in the detail page's words (qtyProblem).
 */
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
  // The box shows what the cart holds once a change's call is over (the box enabled again): a change the server
  // refused, or that never reached it (no network, a proxy's error page), leaves `value` as it was, and the box
  // had kept the number asked for while the cart, its subtotal and the order still held the old one.
  useEffect(() => {
    if (!disabled) setText(String(value));
  }, [value, disabled]);
  const commit = (n: number) => {
    const next = clampQty(n, rule);
    setText(String(next));
    if (next !== value) onCommit(next);
  };
  const commitTyped = () => {
    // An emptied box goes back to an allowed quantity without a word, as the detail page says nothing for it.
    const problem = text === '' ? null : qtyProblem(Number(text), rule);
    if (problem) toast.warning(problem);
    commit(Number(text));
  };
  return (
    <div className="qty" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled}
        aria-disabled={stepQty(value, -1, rule) >= value || undefined}
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
        onBlur={commitTyped}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitTyped();
        }}
      />
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled}
        aria-disabled={stepQty(value, 1, rule) <= value || undefined}
        onClick={() => commit(stepQty(value, 1, rule))}
      >
        +
      </button>
    </div>
  );
}
