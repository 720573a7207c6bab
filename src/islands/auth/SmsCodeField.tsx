import SmsCodeButton from './SmsCodeButton.tsx';
import { SMS_CODE_LENGTH } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, invalidProps } from '~/islands/shared/fieldErrors.tsx';

/** The 验证码 field of the login, register and reset forms: six digits and the send button beside them. */
export default function SmsCodeField(props: {
  id: string;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
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
          {...invalidProps(errorIdOf(props.id), props.error)}
        />
        <SmsCodeButton phone={props.phone} purpose={props.purpose} />
      </div>
      {props.error !== undefined && <FieldError id={errorIdOf(props.id)} message={props.error} />}
    </div>
  );
}
