import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { chatBannedWordLimits, type ChatBannedWord } from '@seller-portal/contracts/chat-banned-words';
import { formatDate } from '@seller-portal/formatting';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, AuditTrail, ConfirmDialog, Notice, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyQuery, useChangeWord, wordsQuery } from './api/chat-banned-words';
import { useChatBannedWordsTranslation } from './i18n/resources';
import styles from './chat-banned-words.module.css';

function useTimeText() {
  const { i18n } = useChatBannedWordsTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);
}

/** One word: changed in place (Save) or removed after a confirmation. */
function WordRow({ word }: { word: ChatBannedWord }) {
  const { t } = useChatBannedWordsTranslation();
  const toast = useToast();
  const timeText = useTimeText();
  const [text, setText] = useState(word.word);
  const [confirming, setConfirming] = useState(false);
  const save = useChangeWord(() => toast.show({ type: 'success', message: t('saved') }));
  const remove = useChangeWord(() => {
    setConfirming(false);
    toast.show({ type: 'success', message: t('removed', { word: word.word }) });
  });
  const failure = save.error ?? remove.error;
  const changed = text.trim().toLocaleLowerCase('id') !== word.word;
  return (
    <tr data-testid="banned-word">
      <td data-label={t('column.word')}>
        <TextField
          label={t('wordOf', { word: word.word })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={chatBannedWordLimits.wordMaxLength}
          autoComplete="off"
          spellCheck={false}
        />
        {failure && (
          <Notice tone="danger" role="alert">
            {serverErrorText(t, failure)}
          </Notice>
        )}
      </td>
      <td data-label={t('column.updated')}>{timeText(word.updatedAt)}</td>
      <td data-label={t('column.actions')}>
        <div className={adminStyles.row}>
          <Button
            variant="secondary"
            size="sm"
            disabled={!changed || !text.trim()}
            loading={save.isPending}
            aria-label={t('saveOf', { word: word.word })}
            onClick={() => save.mutate({ id: word.id, word: text })}
          >
            {t('save')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="danger" size="sm" aria-label={t('removeOf', { word: word.word })}>
                {t('remove')}
              </Button>
            }
            title={t('removeTitle', { word: word.word })}
            description={t('removeText')}
            cancelText={t('cancel')}
            confirmText={t('remove')}
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ remove: word.id })}
          />
        </div>
      </td>
    </tr>
  );
}

/** The words' audit log: who added, changed or removed which word, newest first. */
function History() {
  const { t } = useChatBannedWordsTranslation();
  const client = useApiClient();
  const timeText = useTimeText();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, page));
  const wordIn = (state: unknown) => (state && typeof state === 'object' && 'word' in state ? String(state.word) : '');
  return (
    <AuditTrail
      title={t('history.title')}
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: t(`history.${entry.action === 'CREATE' || entry.action === 'DELETE' ? entry.action : 'UPDATE'}`, {
          actor: entry.actor,
          before: wordIn(entry.before),
          after: wordIn(entry.after),
        }),
        timeText: timeText(entry.createdAt),
        dateTime: new Date(entry.createdAt).toISOString(),
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}

/**
 * /chat-banned-word (INTERNAL_CHAT-BANNED-WORD): the words seller chat masks, A to Z; a word added, changed or removed
 * masks (or stops masking) at once, and each change is in the audit log below.
 */
export function ChatBannedWordsPage() {
  const { t } = useChatBannedWordsTranslation();
  const client = useApiClient();
  const toast = useToast();
  const words = useQuery(wordsQuery(client));
  const [added, setAdded] = useState('');
  const add = useChangeWord((word) => {
    setAdded('');
    toast.show({ type: 'success', message: t('added', { word: word?.word ?? '' }) });
  });
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('intro')} />
      <Card title={t('add')}>
        <form
          noValidate
          aria-label={t('add')}
          className={styles.addForm}
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ add: added });
          }}
        >
          <div className={styles.addField}>
            <TextField
              label={t('column.word')}
              hint={t('wordHint', { max: chatBannedWordLimits.wordMaxLength })}
              value={added}
              onChange={(event) => setAdded(event.target.value)}
              maxLength={chatBannedWordLimits.wordMaxLength}
              autoComplete="off"
              spellCheck={false}
              required
            />
            {add.error && (
              <Notice tone="danger" role="alert">
                {serverErrorText(t, add.error)}
              </Notice>
            )}
          </div>
          <Button type="submit" loading={add.isPending}>
            {t('add')}
          </Button>
        </form>
      </Card>
      <Card title={t('listTitle')}>
        <QueryStates query={words} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('empty')}</p>}>
          {(bannedWords) => (
            <table className={adminStyles.table} aria-label={t('list', { count: bannedWords.length })}>
              <thead>
                <tr>
                  <th scope="col">{t('column.word')}</th>
                  <th scope="col">{t('column.updated')}</th>
                  <th scope="col">{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {bannedWords.map((word) => (
                  <WordRow key={`${word.id}:${word.word}`} word={word} />
                ))}
              </tbody>
            </table>
          )}
        </QueryStates>
      </Card>
      <History />
    </Container>
  );
}
