import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

interface StoryArgs extends Omit<PasswordFieldProps, 'label' | 'hint'> {
  withHint: boolean;
}

function Password({ withHint, ...args }: StoryArgs) {
  const { t } = useTranslation('stories');
  return (
    <div style={{ maxWidth: 360 }}>
      <PasswordField {...args} label={t('password')} hint={withHint ? t('passwordHint') : undefined} />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordField',
  component: Password,
  args: { withHint: false, disabled: false, defaultValue: 'rahasia123' },
} satisfies Meta<typeof Password>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = { args: { withHint: true, autoComplete: 'new-password', defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };
