import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useFormState } from '../../form/use-form-state';
import { Button } from '../button/Button';
import { PasswordField } from '../password-field/PasswordField';
import { TextField } from '../text-field/TextField';
import { Checkbox, Notice, formStyles } from './FormParts';

const meta = { title: 'Forms/Notice', component: Notice, args: { children: null } } satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tones: news (info), done (success), mind this (warning), failed (danger). */
function AllTones() {
  const { t } = useTranslation('stories');
  return (
    <div className={formStyles.form}>
      <Notice>{t('noticeInfo')}</Notice>
      <Notice tone="success" role="status">
        {t('noticeSuccess')}
      </Notice>
      <Notice tone="warning">{t('noticeWarning')}</Notice>
      <Notice tone="danger" role="alert">
        {t('noticeDanger')}
      </Notice>
    </div>
  );
}

export const Tones: Story = { render: () => <AllTones /> };

function CheckboxExample({ withError }: { withError: boolean }) {
  const { t } = useTranslation('stories');
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label={t('agree')}
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      error={withError && !checked ? t('agreeError') : undefined}
    />
  );
}

export const CheckboxField: Story = { render: () => <CheckboxExample withError={false} /> };
export const CheckboxWithError: Story = { render: () => <CheckboxExample withError /> };

/** useFormState: submit with empty fields to see the messages and the focus on the first invalid field. */
function FormExample() {
  const { t } = useTranslation('stories');
  const [sent, setSent] = useState(false);
  const form = useFormState({
    initialValues: { email: '', password: '' },
    validate: (values) => ({
      ...(values.email.trim() === '' ? { email: 'emailRequired' } : {}),
      ...(values.password.length < 8 ? { password: 'passwordShort' } : {}),
    }),
    submit: async () => setSent(true),
  });
  return (
    <form className={formStyles.form} onSubmit={form.onSubmit} noValidate style={{ maxWidth: 400 }}>
      {sent && (
        <Notice tone="success" role="status">
          {t('sent')}
        </Notice>
      )}
      <TextField
        ref={form.fieldRef('email')}
        label={t('email')}
        type="email"
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        error={form.errors.email ? t(form.errors.email) : undefined}
      />
      <PasswordField
        ref={form.fieldRef('password')}
        label={t('password')}
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={form.errors.password ? t(form.errors.password) : undefined}
      />
      <Button type="submit" loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

export const FormState: Story = { render: () => <FormExample /> };
