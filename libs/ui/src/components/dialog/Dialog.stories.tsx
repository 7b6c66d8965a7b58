import { useTranslation } from '@seller-portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

type StoryArgs = Pick<DialogProps, 'size' | 'dismissible' | 'defaultOpen'>;

function DeleteTemplate(args: StoryArgs) {
  const { t } = useTranslation('stories');
  return (
    <Dialog
      {...args}
      trigger={<Button variant="danger">{t('openDialog')}</Button>}
      title={t('deleteTitle')}
      description={t('deleteDescription')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('common:cancel')}</Button>
          </DialogClose>
          <DialogClose>
            <Button variant="danger">{t('delete')}</Button>
          </DialogClose>
        </>
      }
    >
      <p>{t('deleteBody')}</p>
    </Dialog>
  );
}

function Agreement(args: StoryArgs) {
  const { t } = useTranslation('stories');
  return (
    <Dialog
      {...args}
      dismissible={false}
      title={t('agreementTitle')}
      description={t('agreementDescription')}
      footer={
        <DialogClose>
          <Button>{t('accept')}</Button>
        </DialogClose>
      }
    />
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DeleteTemplate,
  args: { size: 'md', dismissible: true, defaultOpen: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof DeleteTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const MandatoryDecision: Story = { render: (args) => <Agreement {...args} /> };
