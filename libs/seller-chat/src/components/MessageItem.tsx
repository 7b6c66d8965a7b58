import type { ChatImage, ChatMessage, ChatProductDetail, DeliveryState } from '@seller-portal/chat-core';
import { chatStickers } from '@seller-portal/contracts/chat';
import { type Language } from '@seller-portal/contracts/core';
import { formatCurrency, formatDate } from '@seller-portal/formatting';
import { Button, Icon, VisuallyHidden } from '@seller-portal/ui';
import clsx from 'clsx';
import { useState } from 'react';
import { useChatTranslation } from '../i18n/use-translation';
import styles from './MessageItem.module.css';

export interface MessageItemProps {
  message: ChatMessage;
  customerName: string;
  onRetry?: (clientMessageId: string) => void;
  onDiscard?: (clientMessageId: string) => void;
}

function DeliveryIcon({ state }: { state: DeliveryState }) {
  const path =
    state === 'pending'
      ? 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z'
      : state === 'sent'
        ? 'm5 12 5 5 9-10'
        : state === 'read'
          ? 'm2 12 5 5 9-10M12 16l1 1 9-10'
          : 'M12 8v5m0 3.5v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z';
  return (
    <Icon size={14}>
      <path d={path} />
    </Icon>
  );
}

function ImageContent({ image, sender }: { image: ChatImage; sender: string }) {
  const { t } = useChatTranslation();
  const [shown, setShown] = useState(false);
  if (image.inappropriate && !shown) {
    return (
      <span className={styles.flagged}>
        <span>{t('message.imageFlagged')}</span>
        <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
          {t('message.showImage')}
        </Button>
      </span>
    );
  }
  return (
    <a href={image.url} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
      <img
        src={image.url}
        alt={t('message.image', { sender })}
        className={styles.image}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading="lazy"
      />
    </a>
  );
}

/** A product as a card: its photo, name and price, linking to its page when it has one. */
export function ProductCardView({ product }: { product: ChatProductDetail }) {
  const { t, i18n } = useChatTranslation();
  const body = (
    <>
      {product.imageUrl ? <img src={product.imageUrl} alt="" className={styles.productImage} /> : <span className={styles.productImage} aria-hidden="true" />}
      <span className={styles.card}>
        <span className={styles.cardKind}>{t('message.product')}</span>
        <span className={styles.cardTitle}>{product.name}</span>
        <span className={styles.price}>{formatCurrency(product.price, i18n.language as Language)}</span>
      </span>
    </>
  );
  return product.url ? (
    <a href={product.url} target="_blank" rel="noopener noreferrer" className={styles.product}>
      {body}
    </a>
  ) : (
    <span className={styles.product}>{body}</span>
  );
}

function Content({ message, customerName }: Pick<MessageItemProps, 'message' | 'customerName'>) {
  const { t } = useChatTranslation();
  switch (message.kind) {
    case 'text':
      return <p className={styles.text}>{message.text}</p>;
    case 'image':
      return <ImageContent image={message.image} sender={message.senderType === 'SELLER' ? t('message.fromSeller') : customerName} />;
    case 'product':
      return <ProductCardView product={message.product} />;
    case 'order':
      return (
        <span className={styles.card}>
          <span className={styles.cardKind}>{t('message.order')}</span>
          <span className={styles.cardTitle}>{t('message.orderNumber', { number: message.order.orderNumber })}</span>
        </span>
      );
    case 'sticker': {
      const sticker = chatStickers.find((candidate) => candidate.code === message.sticker);
      const name = sticker ? t(`stickers.${sticker.code}`) : message.sticker;
      return (
        <span className={styles.sticker} role="img" aria-label={t('message.sticker', { name })}>
          {sticker?.emoji ?? '💬'}
        </span>
      );
    }
  }
}

/** One message of a room: the customer's on the left, the seller's on the right with its delivery state. */
export function MessageItem({ message, customerName, onRetry, onDiscard }: MessageItemProps) {
  const { t, i18n } = useChatTranslation();
  const mine = message.senderType === 'SELLER';
  const bare = message.kind === 'sticker' || message.kind === 'image';
  const clientId = message.clientMessageId;
  return (
    <li className={clsx(styles.item, mine ? styles.mine : styles.theirs)} data-delivery={mine ? message.delivery : undefined} data-testid="chat-message">
      <VisuallyHidden>{mine ? t('message.fromSeller') : customerName}: </VisuallyHidden>
      <div className={clsx(styles.bubble, bare && styles.bare, message.delivery === 'failed' && styles.failedBubble)}>
        <Content message={message} customerName={customerName} />
      </div>
      <div className={styles.meta}>
        <time dateTime={new Date(message.createdDate).toISOString()}>{formatDate(message.createdDate, 'HH:mm', i18n.language as Language)}</time>
        {mine && (
          <span className={clsx(styles.delivery, styles[message.delivery])}>
            <DeliveryIcon state={message.delivery} />
            {t(`delivery.${message.delivery}`)}
          </span>
        )}
      </div>
      {mine && message.delivery === 'failed' && clientId && (
        <div className={styles.failedActions}>
          {onRetry && (
            <Button size="sm" variant="secondary" onClick={() => onRetry(clientId)}>
              {t('delivery.retry')}
            </Button>
          )}
          {onDiscard && (
            <Button size="sm" variant="ghost" onClick={() => onDiscard(clientId)}>
              {t('delivery.discard')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
