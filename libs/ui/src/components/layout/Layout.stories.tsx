import { useTranslation, type Language } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Avatar } from '../avatar/Avatar';
import { Button } from '../button/Button';
import { Card } from '../card/Card';
import { Header } from '../header/Header';
import { LanguageSwitch } from '../language-switch/LanguageSwitch';
import { Spinner } from '../spinner/Spinner';
import { Container, Stack } from './Stack';

function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--sp-color-primary)" />
      <path d="M9 12h14l-1.5 10h-11L9 12Zm4 0a3 3 0 0 1 6 0" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

function ShellExample() {
  const { t } = useTranslation('stories');
  const [lang, setLang] = useState<Language>('id');
  return (
    <>
      <Header
        logo={<Logo />}
        title={t('common:appName')}
        end={
          <>
            <LanguageSwitch value={lang} onChange={setLang} size="sm" />
            <Avatar name={t('ownerName')} size="sm" />
          </>
        }
      />
      <Container style={{ paddingTop: 24, paddingBottom: 24 }}>
        <Stack gap={4}>
          <Card
            title={t('storeTitle')}
            actions={
              <Button variant="ghost" size="sm">
                {t('viewAll')}
              </Button>
            }
          >
            <Stack direction="row" gap={3}>
              <Avatar name={t('storeTitle')} size="lg" />
              <Stack gap={1}>
                <span>{t('orders')}</span>
                <strong>{t('ordersValue')}</strong>
              </Stack>
            </Stack>
          </Card>
          <Card>
            <Stack direction="row" gap={3} align="center">
              <Spinner />
              <span>{t('common:loading')}</span>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}

const meta = {
  title: 'Layout/Shell',
  component: ShellExample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderCardAndAvatar: Story = {};
