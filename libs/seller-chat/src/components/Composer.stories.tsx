import type { Meta, StoryObj } from '@storybook/react-vite';
import { Composer, type ComposerProps } from './Composer';
import { storyProductSearch, storyTemplates } from './fixtures';

const noop = () => undefined;

function ComposerStory(props: ComposerProps) {
  return (
    <div style={{ maxWidth: 640, paddingTop: 260 }}>
      <Composer {...props} />
    </div>
  );
}

const meta = {
  title: 'Features/seller-chat/Composer',
  component: ComposerStory,
  args: {
    onSendText: () => Promise.resolve(),
    onSendImage: () => Promise.resolve(),
    onSendProduct: noop,
    searchProducts: storyProductSearch(),
    onSendOrder: noop,
    onSendSticker: noop,
    onTyping: noop,
    templates: storyTemplates,
    templateValues: { customerName: 'Sinta Dewi', storeName: 'Toko Demo Sejahtera' },
    maxLength: 2000,
  },
} satisfies Meta<typeof ComposerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type `/` to search the templates; Enter inserts one with the customer's and the store's names filled in. */
export const Default: Story = {};

export const Uploading: Story = { args: { uploading: true } };

/** The server flagged the photo: it is not sent. */
export const ImageFlagged: Story = { args: { notice: { tone: 'danger', text: 'Foto ini ditandai tidak pantas dan tidak dikirim.' } } };
