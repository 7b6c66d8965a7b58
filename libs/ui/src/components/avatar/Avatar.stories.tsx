import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, type AvatarProps } from './Avatar';

const meta = { title: 'Components/Avatar', component: Avatar, args: { name: 'Siti Aminah', size: 'md' } } satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials of the first and last word, the name as the accessible name. */
export const Initials: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

/** A picture that fails to load falls back to the initials. */
function BrokenPictureAvatar(args: AvatarProps) {
  const { t } = useTranslation('stories');
  return <Avatar {...args} name={t('avatarPhoto')} src="/missing-photo.png" />;
}

export const BrokenPicture: Story = { render: (args) => <BrokenPictureAvatar {...args} /> };

/** Without a name: the translated fallback name and no initials. */
export const Nameless: Story = { args: { name: null } };
