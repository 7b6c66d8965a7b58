import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout/Stack';
import { Button, type ButtonProps } from './Button';

function SaveButton(args: ButtonProps) {
  const { t } = useTranslation('stories');
  return <Button {...args}>{t('save')}</Button>;
}

const meta = {
  title: 'Components/Button',
  component: Button,
  render: (args) => <SaveButton {...args} />,
  args: { variant: 'primary', size: 'md', loading: false, fullWidth: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

export const Overview: Story = {
  render: function Overview() {
    const { t } = useTranslation('stories');
    const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
    return (
      <Stack gap={4}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Stack key={size} direction="row" gap={3} wrap>
            {variants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant === 'danger' ? t('delete') : t('save')}
              </Button>
            ))}
            <Button size={size} loading>
              {t('signIn')}
            </Button>
          </Stack>
        ))}
      </Stack>
    );
  },
};
