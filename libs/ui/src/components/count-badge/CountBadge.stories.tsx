import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon } from '../icons/nav-icons';
import { CountBadge, type CountBadgeProps } from './CountBadge';

const meta = { title: 'Components/CountBadge', component: CountBadge, args: { count: 3 } } satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the label a screen reader hears instead of the number. */
function LabelledBadge(args: CountBadgeProps) {
  const { t } = useTranslation('stories');
  return <CountBadge {...args} label={t('unreadChats', { count: args.count })} />;
}

export const Labelled: Story = { render: (args) => <LabelledBadge {...args} /> };

/** Over 99 it says "99+"; the label keeps the real count. */
export const OverNinetyNine: Story = { ...Labelled, args: { count: 250 } };

/** Over a control's corner, placed by the caller; the control's own name says the count. */
function OverAnIcon(args: CountBadgeProps) {
  const { t } = useTranslation('stories');
  return (
    <a href="#notifications" aria-label={t('notificationsUnread', { count: args.count })} style={{ position: 'relative', display: 'inline-flex', padding: 12 }}>
      <BellIcon />
      <CountBadge {...args} style={{ position: 'absolute', top: 4, left: 'calc(50% + 2px)' }} />
    </a>
  );
}

export const OnAControl: Story = { render: (args) => <OverAnIcon {...args} /> };

/** At 0 nothing is drawn, beside a control that stays. */
export const Zero: Story = { ...OnAControl, args: { count: 0 } };
