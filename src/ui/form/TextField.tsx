import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { ghostButton } from '../controls.css';
import { field, input, label as labelStyle, passwordRow } from './form.css';

type Props = { label: string } & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, ...inputProps }: Props) {
  const id = useId();
  return (
    <div className={field}>
      <label className={labelStyle} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={input} {...inputProps} />
    </div>
  );
}

/** A password input with a show/hide toggle (SPEC §2, sign-in). */
export function PasswordField({ label, ...inputProps }: Omit<Props, 'type'>) {
  const id = useId();
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className={field}>
      <label className={labelStyle} htmlFor={id}>
        {label}
      </label>
      <div className={passwordRow}>
        <input id={id} className={input} type={visible ? 'text' : 'password'} {...inputProps} />
        <button
          type="button"
          className={ghostButton}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
    </div>
  );
}
