import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/Avatar';
import { Header, type HeaderProps } from './Header';

const meta = { title: 'Components/Header', component: Header, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

function SellerHeader(args: HeaderProps) {
  const { t } = useTranslation('stories');
  return <Header {...args} title={t('headerTitle')} end={<Avatar name={t('ownerName')} size="sm" />} />;
}

export const WithTitleAndEnd: Story = { render: (args) => <SellerHeader {...args} /> };

export const NotSticky: Story = { ...WithTitleAndEnd, args: { sticky: false } };
