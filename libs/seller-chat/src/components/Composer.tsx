import { chatStickers, fillChatTemplate, type ChatPickerProduct, type ChatStickerCode, type ChatTemplateVariable } from '@seller-portal/contracts/chat';
import { Button, Icon } from '@seller-portal/ui';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useChatTranslation } from '../i18n/use-translation';
import { applyTemplate, searchTemplates, slashCommandAt, type SlashCommand } from '../lib/templates';
import { useCaretAfterUpdate } from '../lib/use-caret';
import styles from './Composer.module.css';
import { ProductPicker } from './ProductPicker';

export interface ComposerTemplate {
  id: string;
  title: string;
  text: string;
}

export interface ComposerProps {
  /** Sends a text; rejects when it could not be queued (the text stays in the field). */
  onSendText: (text: string) => Promise<void>;
  onSendImage: (file: File) => Promise<void>;
  onSendProduct: (itemId: string) => void;
  /** The product picker's search: the store's sellable products whose name or item ID holds `query`. */
  searchProducts: (query: string, signal: AbortSignal) => Promise<ChatPickerProduct[]>;
  onSendOrder: (orderNumber: string) => void;
  onSendSticker: (sticker: ChatStickerCode) => void;
  onTyping: (typing: boolean) => void;
  /** The store's templates, offered after `/`. */
  templates: readonly ComposerTemplate[];
  /** What the templates' variables become in this room. */
  templateValues: Record<ChatTemplateVariable, string>;
  maxLength: number;
  /** An image is uploading. */
  uploading?: boolean;
  /** A notice under the field (an image refused, words masked). */
  notice?: { tone: 'warning' | 'danger' | 'info'; text: string } | null;
  /** The field takes the focus as the room opens (not on a phone, where it would raise the keyboard over the history). */
  autoFocus?: boolean;
}

type Panel = 'product' | 'order' | 'sticker' | null;

const maxOffered = 6;

function AttachIcon({ d }: { d: string }) {
  return (
    <Icon>
      <path d={d} />
    </Icon>
  );
}

const icons = {
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9.5a1 1 0 1 0 0-.01',
  product: 'M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  sticker: 'M12 21a9 9 0 1 1 9-9M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  more: 'M12 5v14M5 12h14',
};

/**
 * The message field of a room: Enter sends (Shift+Enter a new line), `/` opens the template search (arrows to
 * choose, Enter to insert with its variables filled, Escape to close), and buttons attach a photo, a product (found
 * by name or item ID in the product picker), an order or a sticker.
 */
export function Composer({
  onSendText,
  onSendImage,
  onSendProduct,
  searchProducts,
  onSendOrder,
  onSendSticker,
  onTyping,
  templates,
  templateValues,
  maxLength,
  uploading,
  notice,
  autoFocus,
}: ComposerProps) {
  const { t } = useChatTranslation();
  // A chat composer, not a form on useFormState: its text goes to the outbox at once and stays on failure, with
  // no field messages or invalid fields to focus (the room shows a failed message with its retry).
  const [text, setText] = useState('');
  const [command, setCommand] = useState<SlashCommand | null>(null);
  const [active, setActive] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  // Phones show the attachments behind one button, so the field keeps its width.
  const [toolsOpen, setToolsOpen] = useState(false);
  const [cardValue, setCardValue] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterUpdate(field);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  // A few at most, in the templates' own order: typing more narrows them, so the list never needs to scroll.
  const matches = command ? searchTemplates(templates, command.query).slice(0, maxOffered) : [];
  const open = command !== null;
  const tooLong = text.length > maxLength;

  const readCommand = (value: string, caret: number) => {
    const next = slashCommandAt(value, caret);
    setCommand(next);
    if (next?.query !== command?.query) setActive(0);
  };

  const choose = (template: ComposerTemplate) => {
    const element = field.current;
    if (!element || !command) return;
    const edit = applyTemplate(text, element.selectionStart, command, fillChatTemplate(template.text, templateValues));
    setText(edit.text);
    setCommand(null);
    placeCaret(edit.caret);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || tooLong || sending) return;
    setSending(true);
    try {
      await onSendText(value);
      setText('');
      setCommand(null);
      onTyping(false);
    } catch {
      // The page says why; the text stays to send again.
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(matches[Math.min(active, matches.length - 1)]);
        return;
      }
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setCommand(null);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const submitCard = (event: FormEvent) => {
    event.preventDefault();
    const value = cardValue.trim();
    if (!value) return;
    if (panel === 'order') onSendOrder(value);
    setCardValue('');
    setPanel(null);
  };

  const toggle = (next: Panel) => {
    setPanel((current) => (current === next ? null : next));
    setCardValue('');
    setToolsOpen(false);
  };

  const listId = `${id}-templates`;
  const optionId = (index: number) => `${id}-template-${index}`;

  return (
    <div className={styles.composer}>
      {open && (
        <div className={styles.templates}>
          <p className={styles.templatesTitle} id={`${listId}-label`}>
            {command.query ? t('composer.templatesFor', { query: command.query }) : t('composer.templates')}
          </p>
          {matches.length === 0 ? (
            <p className={styles.noTemplates} role="status">
              {t('composer.noTemplates')}
            </p>
          ) : (
            <ul className={styles.templateList} id={listId} role="listbox" aria-labelledby={`${listId}-label`}>
              {matches.map((template, index) => (
                <li
                  key={template.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={clsx(styles.template, index === active && styles.templateActive)}
                  // Keeps the focus in the field, so the caret the template replaces is still known.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(template)}
                >
                  <span className={styles.templateTitle}>{template.title}</span>
                  <span className={styles.templateText}>{fillChatTemplate(template.text, templateValues)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {panel === 'sticker' && (
        <div className={styles.panel} role="group" aria-label={t('composer.stickers')}>
          <div className={styles.stickers}>
            {chatStickers.map((sticker) => (
              <button
                key={sticker.code}
                type="button"
                className={styles.stickerButton}
                aria-label={t(`stickers.${sticker.code}`)}
                onClick={() => {
                  onSendSticker(sticker.code);
                  setPanel(null);
                }}
              >
                <span aria-hidden="true">{sticker.emoji}</span>
              </button>
            ))}
          </div>
        </div>
      )}
      <ProductPicker
        open={panel === 'product'}
        onOpenChange={(next) => setPanel(next ? 'product' : null)}
        search={searchProducts}
        onPick={(product) => onSendProduct(product.itemId)}
        onCloseAutoFocus={(event) => {
          // Back to the message field, where the seller goes on writing.
          event.preventDefault();
          field.current?.focus();
        }}
      />
      {panel === 'order' && (
        <form className={clsx(styles.panel, styles.cardForm)} onSubmit={submitCard}>
          <label htmlFor={`${id}-card`} className={styles.cardLabel}>
            {t('composer.orderNumber')}
          </label>
          <input
            id={`${id}-card`}
            className={styles.cardInput}
            value={cardValue}
            onChange={(event) => setCardValue(event.target.value)}
            autoComplete="off"
            autoFocus
          />
          <div className={styles.cardActions}>
            <Button size="sm" variant="ghost" onClick={() => setPanel(null)}>
              {t('composer.cancel')}
            </Button>
            <Button size="sm" type="submit" disabled={!cardValue.trim()}>
              {t('composer.sendCard')}
            </Button>
          </div>
        </form>
      )}
      <form className={styles.row} onSubmit={(event) => void send(event)}>
        <button
          type="button"
          className={clsx(styles.tool, styles.more)}
          aria-label={t('composer.attach')}
          aria-expanded={toolsOpen}
          aria-controls={`${id}-tools`}
          onClick={() => setToolsOpen((open) => !open)}
        >
          <AttachIcon d={icons.more} />
        </button>
        <div id={`${id}-tools`} className={clsx(styles.tools, toolsOpen && styles.toolsOpen)} role="group" aria-label={t('composer.attach')}>
          <input
            ref={file}
            type="file"
            accept="image/*"
            className={styles.fileInput}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (picked) void onSendImage(picked);
            }}
          />
          <button
            type="button"
            className={styles.tool}
            aria-label={t('composer.image')}
            title={t('composer.image')}
            disabled={uploading}
            onClick={() => {
              setToolsOpen(false);
              file.current?.click();
            }}
          >
            <AttachIcon d={icons.image} />
          </button>
          {(['product', 'order', 'sticker'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={clsx(styles.tool, panel === kind && styles.toolOn)}
              aria-label={t(`composer.${kind}`)}
              title={t(`composer.${kind}`)}
              aria-expanded={panel === kind}
              aria-haspopup={kind === 'product' ? 'dialog' : undefined}
              onClick={() => toggle(kind)}
            >
              <AttachIcon d={icons[kind]} />
            </button>
          ))}
        </div>
        <textarea
          ref={field}
          id={`${id}-text`}
          aria-label={t('composer.label')}
          className={styles.field}
          autoFocus={autoFocus}
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-controls={open && matches.length > 0 ? listId : undefined}
          aria-activedescendant={open && matches.length > 0 ? optionId(Math.min(active, matches.length - 1)) : undefined}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            readCommand(event.target.value, event.target.selectionStart);
            onTyping(event.target.value.length > 0);
          }}
          onSelect={(event) => readCommand(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setCommand(null);
            onTyping(false);
          }}
        />
        <Button type="submit" className={styles.send} disabled={!text.trim() || tooLong} loading={sending}>
          {t('composer.send')}
        </Button>
      </form>
      {tooLong && (
        <p id={`${id}-error`} className={clsx(styles.notice, styles.danger)} role="alert">
          {t('composer.tooLong', { max: maxLength })}
        </p>
      )}
      {uploading && (
        <p className={styles.notice} role="status">
          {t('composer.uploading')}
        </p>
      )}
      {notice && (
        <p className={clsx(styles.notice, styles[notice.tone])} role={notice.tone === 'info' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
