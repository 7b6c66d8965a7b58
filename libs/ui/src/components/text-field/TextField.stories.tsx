import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, type TextFieldProps } from './TextField';

interface StoryArgs extends Omit<TextFieldProps, 'label' | 'hint' | 'error'> {
  withHint: boolean;
  withError: boolean;
}

function EmailField({ withHint, withError, ...args }: StoryArgs) {
  const { t } = useTranslation('stories');
  return (
    <div style={{ maxWidth: 360 }}>
      <TextField
        {...args}
        label={t('email')}
        type="email"
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        hint={withHint ? t('emailHint') : undefined}
        error={withError ? t('emailError') : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Components/TextField',
  component: EmailField,
  args: { withHint: true, withError: false, disabled: false, required: false },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { withError: true, defaultValue: 'budi@' } };
export const Required: Story = { args: { required: true, withHint: false } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'budi@example.com' } };
