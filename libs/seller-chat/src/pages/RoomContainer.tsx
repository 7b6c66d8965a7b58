import { isApiError } from '@seller-portal/api-client';
import { useChat, useChatRoom, type ChatSendContent } from '@seller-portal/chat-core';
import { chatLimits, chatOrderNumberPattern, type ChatStickerCode } from '@seller-portal/contracts/chat';
import { configKeys, parseResizeImageConfig } from '@seller-portal/contracts/core';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { Notice } from '@seller-portal/ui/forms';
import { resizePickedFile } from '@seller-portal/ui/image';
import { useShortcuts } from '@seller-portal/ui/shortcuts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { maskText, productDetailQueryOptions, productSearchQueryOptions, templatesQueryOptions, uploadChatImage } from '../api/chat-calls';
import { Composer, type ComposerProps } from '../components/Composer';
import { RoomPane } from '../components/RoomPane';
import { useChatTranslation, useErrorText } from '../i18n/use-translation';
import { canWriteChat } from '../lib/chat-access';
import { useChatFeedback } from '../lib/feedback';
import styles from './RoomContainer.module.css';

type ComposerNotice = ComposerProps['notice'];

/** The room of the address, live: reading marks it read, the composer sends through chat-core's outbox. */
export function RoomContainer({ roomId, showBack, offline, now }: { roomId: string; showBack: boolean; offline: boolean; now: number }) {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  const { api, storeCode } = useChat();
  const session = useSession().data;
  const config = useAppConfig().data;
  const queryClient = useQueryClient();
  const room = useChatRoom(roomId);
  const feedback = useChatFeedback();
  const canWrite = session ? canWriteChat(session) : false;
  const templates = useQuery({ ...templatesQueryOptions(api, storeCode), enabled: canWrite });
  const [notice, setNotice] = useState<ComposerNotice>(null);
  const [uploading, setUploading] = useState(false);
  const record = room.session;
  const notFound = room.status === 'error' && isApiError(room.error) && (room.error.errorCode === 'CHAT_ROOM_NOT_FOUND' || room.error.httpStatus === 404);

  // What the seller sees is read: on opening, and when a customer message arrives while the tab is in view.
  const unread = record ? record.unreadCount > 0 || !record.hasBeenRead : false;
  const { markRead } = room;
  useEffect(() => {
    if (!unread || room.status !== 'ready') return;
    const readNow = () => {
      if (document.visibilityState === 'visible') void markRead().catch(() => undefined);
    };
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
    // markRead is a new function each render; the room and its unread state say when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, room.status, roomId, record?.updatedDate]);

  // §3 a message the seller sent is noted for the chat's feedback once it is stored.
  useEffect(() => feedback.seen(room.messages), [feedback, room.messages]);

  const send = (content: ChatSendContent, preview?: Parameters<typeof room.send>[1]) => {
    setNotice(null);
    feedback.sent(room.send(content, preview), content);
  };

  const onSendText = async (text: string) => {
    // §7 banned words are masked before the message leaves, so the seller sees what the customer will.
    let masked;
    try {
      masked = await maskText(api, text);
    } catch (error) {
      setNotice({ tone: 'danger', text: errorText(error) });
      throw error;
    }
    send({ kind: 'text', text: masked.text });
    if (masked.masked) setNotice({ tone: 'info', text: t('composer.masked') });
  };

  const onSendImage = async (file: File) => {
    setNotice(null);
    setUploading(true);
    try {
      const photo = await resizePickedFile(file, parseResizeImageConfig(config?.[configKeys.resizeImage]));
      const image = await uploadChatImage(api, photo);
      if (image.inappropriate) {
        feedback.note('INAPPROPRIATE_IMAGE');
        setNotice({ tone: 'danger', text: t('composer.imageFlagged') });
        return;
      }
      send({ kind: 'image', imageId: image.id }, { kind: 'image', image });
    } catch (error) {
      setNotice({ tone: 'danger', text: isApiError(error) ? errorText(error) : t('composer.imageFailed') });
    } finally {
      setUploading(false);
    }
  };

  const onSendProduct = (itemId: string) => {
    setNotice(null);
    // The card shows at once from the item's detail; a missing item is said before anything is queued.
    queryClient.fetchQuery(productDetailQueryOptions(api, storeCode, itemId)).then(
      (product) => send({ kind: 'product', itemId: product.itemId }, { kind: 'product', product }),
      (error: unknown) => setNotice({ tone: 'danger', text: errorText(error) }),
    );
  };

  // Through the query cache: reopening the picker or typing back to an earlier search answers at once.
  const searchProducts = useCallback(
    (query: string) => queryClient.fetchQuery(productSearchQueryOptions(api, storeCode, query)),
    [queryClient, api, storeCode],
  );

  const onSendOrder = (orderNumber: string) => {
    const normalized = orderNumber.trim().toUpperCase();
    if (!chatOrderNumberPattern.test(normalized)) {
      setNotice({ tone: 'danger', text: t('CHAT_ORDER_NUMBER_INVALID', { ns: 'errors' }) });
      return;
    }
    send({ kind: 'order', orderNumber: normalized }, { kind: 'order', order: { orderNumber: normalized } });
  };

  const onSendSticker = (sticker: ChatStickerCode) => send({ kind: 'sticker', sticker }, { kind: 'sticker', sticker });

  // Listed by `?`: the composer itself opens its templates on `/`.
  useShortcuts(canWrite ? [{ key: '/', label: t('keys.templates') }] : []);

  const customerName = record?.customerUnmaskedName || record?.customerName || '';
  const footer = canWrite ? (
    <Composer
      onSendText={onSendText}
      onSendImage={onSendImage}
      onSendProduct={onSendProduct}
      searchProducts={searchProducts}
      onSendOrder={onSendOrder}
      onSendSticker={onSendSticker}
      onTyping={room.setTyping}
      templates={templates.data ?? []}
      templateValues={{ customerName, storeName: session?.customFields.storeName ?? '' }}
      maxLength={chatLimits.messageTextMaxLength}
      uploading={uploading}
      notice={notice}
      // The composer is where the work is once a room opens; on a phone (the back link) the keyboard would cover the history.
      autoFocus={!showBack}
    />
  ) : (
    <div className={styles.viewOnly} data-testid="chat-view-only">
      <Notice tone="info">{t('composer.viewOnly')}</Notice>
    </div>
  );

  return (
    <RoomPane
      roomId={roomId}
      session={record ? { ...record, customerName: customerName || record.customerName } : null}
      messages={room.messages}
      status={room.status}
      notFound={notFound}
      hasOlder={room.hasOlder}
      loadingOlder={room.loadingOlder}
      customerTyping={room.customerTyping}
      offline={offline}
      onLoadOlder={() => void room.loadOlder()}
      onReload={room.reload}
      onRetry={room.retry}
      onDiscard={room.discard}
      footer={footer}
      showBack={showBack}
      now={now}
    />
  );
}
