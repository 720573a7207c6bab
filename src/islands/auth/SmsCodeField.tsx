import { useEffect, useState } from 'react';
import SmsCodeButton from './SmsCodeButton.tsx';
import { SMS_CODE_LENGTH } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, invalidProps } from '~/islands/shared/fieldErrors.tsx';

/**
 * The 验证码 field of the login, register and reset forms: six digits and the send button beside them. A refused
 * send stays on the page until the phone is edited or a send succeeds: as a 1.2-second toast it went by unseen on a
 * phone, where the button looked as if it had done nothing. A refusal about the number (请输入正确的手机号, 未注册)
 * goes under 手机号 through `onPhoneRefused` (the form's field errors; it stood under 验证码, far from the number it
 * named); any other (too frequent) stays under this row.
 */
export default function SmsCodeField(props: {
  id: string;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  /** Shows a refusal of the number under the form's 手机号 field and focuses it. */
  onPhoneRefused: (message: string) => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setRefused(null), [props.phone]);
  const message = props.error || refused;
  return (
    <div className="field">
      <label htmlFor={props.id}>验证码</label>
      <div className="code-row">
        <input
          id={props.id}
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value.trim())}
          placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
          // Invalid only for the code's own message; a refused send is about the phone or the timing, said here too.
          {...invalidProps(errorIdOf(props.id), props.error)}
          aria-describedby={message ? errorIdOf(props.id) : undefined}
        />
        <SmsCodeButton
          phone={props.phone}
          purpose={props.purpose}
          onRefused={(message, field) => {
            if (message && field === 'phone') {
              setRefused(null);
              props.onPhoneRefused(message);
            } else setRefused(message);
          }}
        />
      </div>
      <FieldError id={errorIdOf(props.id)} message={message} />
    </div>
  );
}
