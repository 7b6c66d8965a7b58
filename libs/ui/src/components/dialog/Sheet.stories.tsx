import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button';
import { CloseIcon } from '../icons/icons';
import { Sheet, SheetClose, SheetTitle } from './Sheet';

/** A drawer from the left edge, as the shell's mobile menu uses the sheet. */
function DrawerExample({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen} trigger={<Button variant="secondary">{t('openMenu')}</Button>} className="sheet-story-drawer">
      <style>{`.sheet-story-drawer{position:fixed;inset:0 auto 0 0;z-index:var(--sp-z-overlay);width:min(320px,85vw);padding:var(--sp-space-4);background:var(--sp-color-surface);box-shadow:var(--sp-shadow-lg)}`}</style>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <SheetTitle style={{ margin: 0, fontSize: 18 }}>{t('menuTitle')}</SheetTitle>
        <SheetClose aria-label={t('close')} style={{ border: 0, background: 'none', cursor: 'pointer', padding: 8 }}>
          <CloseIcon />
        </SheetClose>
      </div>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {[t('menuOrders'), t('menuWallet'), t('menuSettings')].map((label) => (
          <li key={label} style={{ padding: '12px 0' }}>
            <a href="#menu">{label}</a>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

const meta = { title: 'Components/Sheet', component: DrawerExample, args: { initiallyOpen: false } } satisfies Meta<typeof DrawerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenDrawer: Story = { args: { initiallyOpen: true } };
