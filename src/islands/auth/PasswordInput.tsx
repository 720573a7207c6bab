import { useState } from 'react';
import { PASSWORD_LENGTH } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, invalidProps } from '~/islands/shared/fieldErrors.tsx';

/** A password field with a show/hide toggle. */
export default function PasswordInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete?: string;
  placeholder?: string;
  error?: string | null;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="code-row">
        <input
          id={props.id}
          className="input"
          type={shown ? 'text' : 'password'}
          autoComplete={props.autoComplete ?? 'new-password'}
          maxLength={PASSWORD_LENGTH.max}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          placeholder={props.placeholder}
          {...invalidProps(errorIdOf(props.id), props.error)}
        />
        <button
          type="button"
          className="btn toggle-eye"
          aria-label={shown ? `隐藏${props.label}` : `显示${props.label}`}
          onClick={() => setShown(!shown)}
        >
          {shown ? '隐藏' : '显示'}
        </button>
      </div>
      <FieldError id={errorIdOf(props.id)} message={props.error} />
    </div>
  );
}
