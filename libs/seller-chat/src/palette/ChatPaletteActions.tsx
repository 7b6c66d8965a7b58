import type { PaletteAction, PaletteActionOutcome, PaletteActionsProps } from '@seller-portal/app-runtime';
import { ChatProvider, hasChatAccess, useChat, type ChatApi, type ChatPort, type RoomSnapshot, type RoomView } from '@seller-portal/chat-core';
import { fillChatTemplate, type ChatTemplate } from '@seller-portal/contracts/chat';
import { useRealtimeClient } from '@seller-portal/realtime';
import { useAppConfig } from '@seller-portal/session-guard';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { maskText, templatesQueryOptions } from '../api/chat-calls';
import { useChatTranslation, useErrorText } from '../i18n/use-translation';
import { canWriteChat } from '../lib/chat-access';

/** The room's record once its view has loaded (or failed to). */
function loaded(view: RoomView): Promise<RoomSnapshot> {
  return new Promise((resolve) => {
    let stop = () => undefined as void;
    const check = () => {
      const snapshot = view.getSnapshot();
      if (snapshot.status === 'loading') return;
      stop();
      resolve(snapshot);
    };
    stop = view.subscribe(check);
    check();
  });
}

/**
 * A template sent to a room as the room's composer sends it: filled with the room's customer and the store, its
 * banned words masked, then through the port's outbox (the realtime path, so an open room shows it). A refused send
 * is dropped from the outbox: the palette says why, and nothing waits in the room for a retry.
 */
async function replyWithTemplate(port: ChatPort, api: ChatApi, roomId: string, template: ChatTemplate, values: { customerName: string; storeName: string }) {
  const view = port.openRoom(roomId);
  try {
    const room = await loaded(view);
    if (room.status === 'error') throw room.error;
    const customerName = room.session?.customerUnmaskedName || room.session?.customerName || values.customerName;
    const masked = await maskText(api, fillChatTemplate(template.text, { ...values, customerName }));
    const clientMessageId = view.send({ kind: 'text', text: masked.text });
    try {
      await view.delivered(clientMessageId);
    } catch (error) {
      view.discard(clientMessageId);
      throw error;
    }
    return { masked: masked.masked, customerName };
  } finally {
    view.close();
  }
}

function ReplyActions({ request, onActions }: PaletteActionsProps) {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  // Read when an action ends: a new function every render, it must not make the actions new.
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;
  const { api, port, storeCode } = useChat();
  // The best conversation found offers the reply; one per room would crowd the list.
  const room = request.hits.find((hit) => hit.kind === 'conversation');
  const templates = useQuery({ ...templatesQueryOptions(api, storeCode), enabled: !!room });
  const storeName = request.session.customFields.storeName ?? '';

  const actions = useMemo((): PaletteAction[] => {
    if (!room || !port || !templates.data) return [];
    const list = templates.data;
    const values = { customerName: room.title, storeName };
    return [
      {
        key: `chat.reply-template:${room.id}`,
        name: 'chat.reply-template',
        target: { kind: 'conversation', id: room.id },
        title: t('palette.reply', { name: room.title }),
        detail: t('palette.replyDetail', { customer: room.detail ?? room.id }),
        ask: {
          label: t('palette.template'),
          empty: t('palette.noTemplates'),
          choices: list.map((template) => ({ value: template.id, label: template.title, detail: fillChatTemplate(template.text, values) })),
        },
        run: async (templateId): Promise<PaletteActionOutcome> => {
          const template = list.find((one) => one.id === templateId);
          if (!template) return { ok: false, message: t('palette.noTemplate') };
          try {
            const sent = await replyWithTemplate(port, api, room.id, template, values);
            return { ok: true, message: t(sent.masked ? 'palette.repliedMasked' : 'palette.replied', { name: sent.customerName }) };
          } catch (error) {
            return { ok: false, message: errorTextRef.current(error) };
          }
        },
      },
    ];
  }, [room, port, templates.data, storeName, t, api]);

  useEffect(() => onActions(actions), [actions, onActions]);
  return null;
}

/**
 * Seller chat's action in the command palette: reply to a conversation the search found (a customer's name or id)
 * with one of the store's chat templates, chosen in the palette. Offered only to a session that may write in chat
 * (the composer's and the send call's access, STORE_CONVERSATION_WRITE), and sent through the store's one chat
 * (`ChatProvider` joins the shell's), the way the room's composer sends.
 */
export default function ChatPaletteActions({ request, onActions }: PaletteActionsProps) {
  const { data: config } = useAppConfig();
  const realtime = useRealtimeClient();
  const storeCode = request.session.mode?.code;
  const allowed = hasChatAccess(request.session) && canWriteChat(request.session);
  useEffect(() => {
    if (!allowed) onActions([]);
  }, [allowed, onActions]);
  if (!allowed || !config || !storeCode) return null;
  return (
    <ChatProvider storeCode={storeCode} config={config} realtime={realtime}>
      <ReplyActions request={request} onActions={onActions} />
    </ChatProvider>
  );
}
