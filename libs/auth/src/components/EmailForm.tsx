import { Button, TextField } from '@seller-portal/ui';
import { formStyles } from '@seller-portal/ui/forms';
import { useRef, useState, type RefObject } from 'react';
import { useAccountTranslation } from '../i18n/account-resources';
import { validateEmail, type FieldMessage } from '../lib/validation';

export interface EmailField {
  email: string;
  setEmail: (email: string) => void;
  /** The field's message, an i18next key with its namespace; null when there is none. */
  error: FieldMessage | null;
  setError: (message: FieldMessage | null) => void;
  /** Shows a message and puts the focus on the field. */
  fail: (message: FieldMessage) => void;
  /** Checks the address (§5): a wrong one shows its message, takes the focus and answers false. */
  check: () => boolean;
  ref: RefObject<HTMLInputElement | null>;
}

/** The state of a page's single email field. */
export function useEmailField(initial: string): EmailField {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<FieldMessage | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const fail = (message: FieldMessage) => {
    setError(message);
    ref.current?.focus();
  };
  const check = () => {
    const invalid = validateEmail(email);
    if (invalid) fail(invalid);
    else setError(null);
    return !invalid;
  };
  return { email, setEmail, error, setError, fail, check, ref };
}

export interface EmailFormProps {
  field: EmailField;
  label: string;
  /** 'username' where the email is the account's sign-in name (a password manager fills it). */
  autoComplete: 'email' | 'username';
  submitLabel: string;
  busy: boolean;
  /** Called on submit while not busy; the page checks the field and sends. */
  onSubmit: () => void;
}

/** A form of one email field and its submit button (forgot password, CAS sign-in). */
export function EmailForm({ field, label, autoComplete, submitLabel, busy, onSubmit }: EmailFormProps) {
  const { t } = useAccountTranslation();
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      noValidate
    >
      <TextField
        ref={field.ref}
        label={label}
        name="email"
        type="email"
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        value={field.email}
        onChange={(event) => {
          field.setEmail(event.target.value);
          if (field.error) field.setError(null);
        }}
        error={field.error ? t(field.error) : undefined}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
