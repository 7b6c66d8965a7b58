import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useFormState, type FormStateOptions } from './use-form-state';

afterEach(cleanup);

type Values = { email: string; password: string };
const initialValues: Values = { email: '', password: '' };

function Form(props: Partial<FormStateOptions<Values>> & { submit: FormStateOptions<Values>['submit'] }) {
  const form = useFormState<Values>({ initialValues, validate: () => ({}), ...props });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {(['email', 'password'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={field}>{field}</label>
          <input id={field} ref={form.fieldRef(field)} value={form.values[field]} onChange={(event) => form.setValue(field, event.target.value)} />
          <span id={`${field}-error`}>{form.errors[field] ?? ''}</span>
        </div>
      ))}
      <button type="submit" disabled={form.busy}>
        send
      </button>
    </form>
  );
}

const submitForm = () => act(async () => fireEvent.submit(screen.getByRole('button', { name: 'send' }).closest('form') as HTMLFormElement));
const type = (field: string, value: string) => fireEvent.change(screen.getByLabelText(field), { target: { value } });
const messageOf = (field: string) => document.getElementById(`${field}-error`)?.textContent;

describe('useFormState', () => {
  const validate = (values: Values) => ({
    ...(values.email === '' ? { email: 'errors:ERR_PMU400001' } : {}),
    ...(values.password === '' ? { password: 'errors:ERR_PMU400003' } : {}),
  });

  it('shows every field message, focuses the first invalid field in the order of the fields and does not send', async () => {
    const submit = vi.fn(async () => undefined);
    render(<Form validate={validate} submit={submit} />);
    type('password', 'x');
    await submitForm();
    expect(messageOf('email')).toBe('errors:ERR_PMU400001');
    expect(messageOf('password')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('clears a field message when its value changes, and sends the values once they pass', async () => {
    const submit = vi.fn(async () => undefined);
    render(<Form validate={validate} submit={submit} />);
    await submitForm();
    type('email', 'seller@example.com');
    expect(messageOf('email')).toBe('');
    expect(messageOf('password')).toBe('errors:ERR_PMU400003');
    type('password', 'long enough');
    await submitForm();
    expect(submit).toHaveBeenCalledWith({ email: 'seller@example.com', password: 'long enough' });
  });

  it('takes a zod schema whose issue messages are the message keys, the first issue of a field first', async () => {
    const schema = z.object({
      email: z.string().min(1, 'errors:ERR_PMU400001').email('errors:ERR_PMU400002'),
      password: z.string().min(8, 'accounts:password.tooShort'),
    });
    render(<Form validate={schema} submit={async () => undefined} />);
    type('email', 'not-an-email');
    await submitForm();
    expect(messageOf('email')).toBe('errors:ERR_PMU400002');
    expect(messageOf('password')).toBe('accounts:password.tooShort');
  });

  it('is busy while sending and ignores a second submit meanwhile', async () => {
    let finish = () => undefined as void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form submit={submit} />);
    await submitForm();
    await submitForm();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'send' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'send' })).toHaveProperty('disabled', false);
  });

  it('puts a server error on its field and focuses it, and hands any other error to the page', async () => {
    const onError = vi.fn();
    const fieldError = (error: unknown) => (error === 'taken' ? { field: 'email' as const, message: 'errors:EMAIL_ALREADY_REGISTERED' } : undefined);
    const { rerender } = render(<Form submit={() => Promise.reject('taken')} fieldError={fieldError} onError={onError} />);
    await submitForm();
    expect(messageOf('email')).toBe('errors:EMAIL_ALREADY_REGISTERED');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(onError).not.toHaveBeenCalled();

    rerender(<Form submit={() => Promise.reject(new Error('offline'))} fieldError={fieldError} onError={onError} />);
    await submitForm();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });
});

describe('textField', () => {
  function BoundForm() {
    const form = useFormState<Values>({
      initialValues,
      validate: (values) => (values.email === '' ? { email: 'errors:ERR_PMU400001' } : {}),
      submit: async () => undefined,
      errorText: (message) => `text of ${message}`,
    });
    const { error, ...email } = form.textField('email');
    return (
      <form onSubmit={form.onSubmit} noValidate>
        <label htmlFor="email">email</label>
        <input id="email" {...email} />
        <span id="email-error">{error}</span>
        <button type="submit">send</button>
      </form>
    );
  }

  it('binds a field of text: its value and change, its focus, and its message as the page writes it', async () => {
    render(<BoundForm />);
    await submitForm();
    expect(messageOf('email')).toBe('text of errors:ERR_PMU400001');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    type('email', 'seller@demo.test');
    expect(screen.getByLabelText('email')).toHaveProperty('value', 'seller@demo.test');
    expect(messageOf('email')).toBe('');
  });
});
