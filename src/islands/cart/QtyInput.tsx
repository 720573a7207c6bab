import { useEffect, useRef, useState } from 'react';
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
  /** The change (a promise of its call: once it settles, the box shows what the cart then holds). */
  onCommit: (n: number) => unknown;
}) {
  const [text, setText] = useState(String(value));
  const held = useRef(value);
  held.current = value;
  useEffect(() => setText(String(value)), [value]);
  const commit = (n: number) => {
    const next = clampQty(n, rule);
    setText(String(next));
    // The box shows what the cart holds once the change's call is over: a change the server refused, ignored (another
    // was on its way) or never got (no network, a proxy's error page) leaves `value` as it was, and the box had kept
    // the number asked for while the cart, its subtotal and the order still held the old one. (The controls stay
    // enabled during the call, so that the one pressed keeps the keyboard's focus: the call's end is the signal.)
    if (next !== value) void Promise.resolve(onCommit(next)).finally(() => setText(String(held.current)));
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
