import { ChatProvider, useUnreadRooms } from '@seller-portal/chat-core';
import type { AppConfig } from '@seller-portal/contracts/core';
import { useTranslation } from '@seller-portal/i18n';
import { RealtimeProvider, useRealtimeClient } from '@seller-portal/realtime';
import styles from './ChatWidget.module.css';

function UnreadLine() {
  const { t } = useTranslation('widget');
  const unread = useUnreadRooms();
  return (
    <p className={styles.muted} role="status">
      {t('unread', { count: unread })}
    </p>
  );
}

function Chat({ storeCode, config }: { storeCode: string; config: AppConfig }) {
  const realtime = useRealtimeClient();
  return (
    <ChatProvider storeCode={storeCode} config={config} realtime={realtime}>
      <UnreadLine />
    </ChatProvider>
  );
}

export default function StoreChat({ storeCode, config }: { storeCode: string; config: AppConfig }) {
  return (
    <RealtimeProvider>
      <Chat storeCode={storeCode} config={config} />
    </RealtimeProvider>
  );
}
