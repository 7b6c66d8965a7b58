import { formatServerError, useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/Button';
import { Stack } from '../layout/Stack';
import { Toaster } from './Toaster';
import { useToast } from './toast-context';
import type { ToastType } from './toast-state';

function Playground({ durationMs }: { durationMs: number }) {
  const { t } = useTranslation('stories');
  const toast = useToast();
  const show = (type: ToastType, message: string) => toast.show({ type, message, durationMs });
  return (
    <>
      <Stack direction="row" gap={2} wrap>
        <Button variant="secondary" onClick={() => show('success', t('saved'))}>
          {t('showSuccess')}
        </Button>
        <Button variant="secondary" onClick={() => show('danger', formatServerError(t, { errorCode: 'PE401007' }))}>
          {t('showDanger')}
        </Button>
        <Button variant="secondary" onClick={() => show('info', t('info'))}>
          {t('showInfo')}
        </Button>
        <Button variant="secondary" onClick={() => show('warning', t('warning'))}>
          {t('showWarning')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.show({
              type: 'warning',
              message: t('offline'),
              durationMs,
              action: { label: t('common:retry'), onClick: () => undefined },
            })
          }
        >
          {t('showWithAction')}
        </Button>
      </Stack>
      <Toaster />
    </>
  );
}

/** Shows one toast of every type that stays until dismissed, for screenshots and review. */
function AllTypes() {
  const { t } = useTranslation('stories');
  const { show } = useToast();
  useEffect(() => {
    show({ id: 'success', type: 'success', message: t('saved'), durationMs: 0 });
    show({ id: 'danger', type: 'danger', message: formatServerError(t, { errorCode: 'PE401007', requestId: '7f3a-42' }), durationMs: 0 });
    show({ id: 'info', type: 'info', message: t('info'), durationMs: 0 });
    show({
      id: 'warning',
      type: 'warning',
      message: t('offline'),
      durationMs: 0,
      action: { label: t('common:retry'), onClick: () => undefined },
    });
  }, [show, t]);
  return <Toaster />;
}

const meta = {
  title: 'Components/Toast',
  component: Playground,
  args: { durationMs: 3000 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EveryType: Story = { render: () => <AllTypes /> };
