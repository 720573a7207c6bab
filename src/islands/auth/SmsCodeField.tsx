import { useEffect, useState } from 'react';
import SmsCodeButton from './SmsCodeButton.tsx';
import { SMS_CODE_LENGTH } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, invalidProps } from '~/islands/shared/fieldErrors.tsx';

/**
 * The 验证码 field of the login, register and reset forms: six digits and the send button beside them. A refused
 * send stays under the row until the phone is edited or a send succeeds: as a 1.2-second toast it went by unseen on a
 * phone, where the button looked as if it had done nothing.
 */
export default function SmsCodeField(props: {
  id: string;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
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
        <SmsCodeButton phone={props.phone} purpose={props.purpose} onRefused={setRefused} />
      </div>
      <FieldError id={errorIdOf(props.id)} message={message} />
    </div>
  );
}
