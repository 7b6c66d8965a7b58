import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as iconModule from './icons';
import * as navIconModule from './nav-icons';

/** Every icon of the design system (the base `Icon` is the frame they share). */
const icons = Object.fromEntries([...Object.entries(iconModule), ...Object.entries(navIconModule)].filter(([name]) => name !== 'Icon'));

function IconGallery({ size = 24 }: { size?: number }) {
  const { t } = useTranslation('stories');
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: 12, fontWeight: 600 }}>{t('iconsTitle')}</figcaption>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
        {Object.entries(icons).map(([name, Icon]) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Icon size={size} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const meta = { title: 'Components/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline SVGs in the current colour, decorative unless given a title. */
export const All: Story = {};
export const Large: Story = { args: { size: 40 } };
