import { Button, TextField } from '@seller-portal/ui';
import { formStyles, type FormErrors, type FormState } from '@seller-portal/ui/forms';
import { validateEmail, type FieldMessage } from '../lib/validation';

/** The values of a form of one email field. */
export interface EmailValues {
  email: string;
}

/** The form state of a page's single email field (`useFormState`). */
export type EmailFormState = FormState<EmailValues, FieldMessage>;

/** §5 the address: not blank, an email (the server's own rule); a wrong one shows its message and takes the focus. */
export function validateEmailValues({ email }: EmailValues): FormErrors<EmailValues, FieldMessage> {
  const message = validateEmail(email);
  return message ? { email: message } : {};
}

export interface EmailFormProps {
  form: EmailFormState;
  label: string;
  /** 'username' where the email is the account's sign-in name (a password manager fills it). */
  autoComplete: 'email' | 'username';
  submitLabel: string;
  /** Busy beyond the form's own submit (the page is on its way to another site); a submit meanwhile is ignored. */
  leaving?: boolean;
}

/** A form of one email field and its submit button (forgot password, CAS sign-in). */
export function EmailForm({ form, label, autoComplete, submitLabel, leaving = false }: EmailFormProps) {
  return (
    <form className={formStyles.form} onSubmit={(event) => (leaving ? event.preventDefault() : void form.onSubmit(event))} noValidate>
      <TextField {...form.textField('email')} label={label} name="email" type="email" autoComplete={autoComplete} autoCapitalize="off" spellCheck={false} />
      <Button type="submit" size="lg" fullWidth loading={form.busy || leaving}>
        {submitLabel}
      </Button>
    </form>
  );
}
