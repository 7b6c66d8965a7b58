import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Card, type CardProps } from './Card';

const meta = { title: 'Components/Card', component: Card } satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function OrdersCard(args: CardProps) {
  const { t } = useTranslation('stories');
  return (
    <Card
      {...args}
      title={t('orders')}
      actions={
        <Button variant="ghost" size="sm">
          {t('viewAll')}
        </Button>
      }
    >
      <p style={{ margin: 0, fontSize: 24, fontWeight: 700 }}>{t('ordersValue')}</p>
    </Card>
  );
}

function EmptyCard(args: CardProps) {
  const { t } = useTranslation('stories');
  return (
    <Card {...args} title={t('cardActionsTitle')} padding="lg">
      <p style={{ margin: 0 }}>{t('cardEmpty')}</p>
    </Card>
  );
}

export const WithTitleAndActions: Story = { render: (args) => <OrdersCard {...args} /> };
export const Empty: Story = { render: (args) => <EmptyCard {...args} /> };
