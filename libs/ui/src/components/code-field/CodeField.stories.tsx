import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeField } from './CodeField';

interface StoryArgs {
  withHint: boolean;
  withError: boolean;
  length: number;
  disabled: boolean;
  initial: string;
}

function Code({ withHint, withError, length, disabled, initial }: StoryArgs) {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 360 }}>
      <CodeField
        label={t('code')}
        hint={withHint ? t('codeHint') : undefined}
        error={withError ? t('codeWrong') : undefined}
        length={length}
        disabled={disabled}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

const meta = {
  title: 'Components/CodeField',
  component: Code,
  args: { withHint: true, withError: false, length: 6, disabled: false, initial: '' },
} satisfies Meta<typeof Code>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { initial: '123456' } };
export const Wrong: Story = { args: { initial: '123450', withError: true } };
export const FourDigits: Story = { args: { length: 4, withHint: false } };
export const Disabled: Story = { args: { disabled: true, initial: '123456' } };
