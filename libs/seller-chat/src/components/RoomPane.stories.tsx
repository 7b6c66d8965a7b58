import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Composer } from './Composer';
import { storyMessages, storyNow, storyProductSearch, storySession, storyTemplates } from './fixtures';
import { NoRoomChosen, RoomPane, type RoomPaneProps } from './RoomPane';

const noop = () => undefined;

const composer = (
  <Composer
    onSendText={() => Promise.resolve()}
    onSendImage={() => Promise.resolve()}
    onSendProduct={noop}
    searchProducts={storyProductSearch()}
    onSendOrder={noop}
    onSendSticker={noop}
    onTyping={noop}
    templates={storyTemplates}
    templateValues={{ customerName: 'Sinta Dewi', storeName: 'Toko Demo Sejahtera' }}
    maxLength={2000}
  />
);

function RoomStory(props: RoomPaneProps) {
  return (
    <MemoryRouter>
      <div style={{ height: 640, maxWidth: 720, display: 'flex', border: '1px solid #dfe3e8' }}>
        <RoomPane {...props} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/seller-chat/RoomPane',
  component: RoomStory,
  args: {
    roomId: 'CUST-1',
    session: storySession('CUST-1', { customerName: 'Sinta Dewi' }),
    messages: storyMessages,
    status: 'ready',
    hasOlder: false,
    loadingOlder: false,
    customerTyping: false,
    onLoadOlder: noop,
    onReload: noop,
    onRetry: noop,
    onDiscard: noop,
    footer: composer,
    showBack: false,
    now: storyNow,
  },
} satisfies Meta<typeof RoomStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of message, read receipts, a failed send with Retry and one still sending. */
export const Conversation: Story = {};

/** The customer is typing; on a phone the header has a way back to the list. */
export const TypingOnPhone: Story = { args: { customerTyping: true, showBack: true } };

/** View-only staff read without a composer. */
export const ViewOnly: Story = {
  args: { footer: <p style={{ padding: 16, margin: 0 }}>Anda dapat membaca percakapan ini, tetapi akses Anda tidak termasuk membalas.</p> },
};

export const Offline: Story = { args: { offline: true } };

export const Loading: Story = { args: { status: 'loading', messages: [], session: null } };

export const NewRoom: Story = { args: { messages: [] } };

export const NotFound: Story = { args: { notFound: true, session: null, messages: [] } };

/** The desktop's right pane before a room is chosen. */
export const NothingChosen: Story = { render: () => <NoRoomChosen /> };
