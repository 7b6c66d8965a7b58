import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTag, statusTones } from './StatusTag';

const meta = { title: 'Components/StatusTag', component: StatusTag, args: { tone: 'success' } } satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tone, with the word a page would give it. */
function Tagged({ tone }: { tone: (typeof statusTones)[number] }) {
  const { t } = useTranslation('stories');
  return <StatusTag tone={tone}>{t(`statusTones.${tone}`)}</StatusTag>;
}

export const OneTone: Story = { render: (args) => <Tagged tone={args.tone} /> };

/** Every tone side by side, as a list of orders or applications shows them. */
export const EveryTone: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statusTones.map((tone) => (
        <Tagged key={tone} tone={tone} />
      ))}
    </div>
  ),
};
