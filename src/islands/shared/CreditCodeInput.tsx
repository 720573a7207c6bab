import type { InputHTMLAttributes } from 'react';
import { CREDIT_CODE_INPUT_MAX, normalCreditCode } from '~/lib/shared/credit-code.ts';

/**
 * A 统一社会信用代码's input (registration, 重新提交, an invoice title's 税号): room for a code pasted with spaces,
 * capitals on a phone's keyboard, no spelling marks, and the value kept as the server reads it (normalCreditCode),
 * so what the field shows is what is sent.
 */
export default function CreditCodeInput({
  value,
  onCode,
  ...rest
}: { value: string; onCode: (code: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <input
      className="input"
      maxLength={CREDIT_CODE_INPUT_MAX}
      autoCapitalize="characters"
      spellCheck={false}
      {...rest}
      value={value}
      onChange={(e) => onCode(normalCreditCode(e.target.value))}
    />
  );
}
