import { chatLimits, chatTemplateVariables, unknownChatTemplateVariables, type ChatTemplate, type ChatTemplateVariable } from '@seller-portal/contracts/chat';
import { Button, TextField } from '@seller-portal/ui';
import { ConfirmDialog, Notice, TextAreaField, useFormState, useUndoOffer } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { SortableList } from '@seller-portal/ui/sortable';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { templatesQueryOptions, useDeleteTemplate, useReorderTemplates, useRestoreTemplate, useSaveTemplate } from '../api/chat-calls';
import { useChatTranslation } from '../i18n/use-translation';
import { useChatFeedback } from '../lib/feedback';
import { insertVariable } from '../lib/templates';
import { useCaretAfterUpdate } from '../lib/use-caret';
import { LoadFailed, StateMessage } from '../components/StateMessage';
import styles from './ChatPages.module.css';
import { useChatPage } from './use-chat-page';

type Editing = { mode: 'create' } | { mode: 'edit'; template: ChatTemplate } | null;

interface TemplateProblems {
  title?: string;
  text?: string;
}

function useTemplateProblems() {
  const { t } = useChatTranslation();
  return (title: string, text: string): TemplateProblems => {
    const problems: TemplateProblems = {};
    if (!title.trim()) problems.title = t('templates.problem.required');
    else if (title.trim().length > chatLimits.templateTitleMaxLength)
      problems.title = t('templates.problem.tooLong', { max: chatLimits.templateTitleMaxLength });
    const unknown = unknownChatTemplateVariables(text);
    if (!text.trim()) problems.text = t('templates.problem.required');
    else if (text.trim().length > chatLimits.templateTextMaxLength) problems.text = t('templates.problem.tooLong', { max: chatLimits.templateTextMaxLength });
    else if (unknown.length > 0) problems.text = t('templates.problem.unknownVariable', { names: unknown.map((name) => `{${name}}`).join(', ') });
    return problems;
  };
}

/** Creating or editing one template: a title to find it by, and its text with variables put in by buttons. */
function TemplateForm({ editing, onDone }: { editing: Exclude<Editing, null>; onDone: () => void }) {
  const { t } = useChatTranslation();
  const { api, storeCode, toast, showError } = useChatPage();
  const initial = editing.mode === 'edit' ? editing.template : { title: '', text: '' };
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const headingId = useId();
  const problemsOf = useTemplateProblems();
  const feedback = useChatFeedback();
  const save = useSaveTemplate(api, storeCode);
  // The messages are the page's texts already (`templates.problem.*`); a refusal of the server is a toast, as before.
  const form = useFormState<{ title: string; text: string }>({
    initialValues: { title: initial.title, text: initial.text },
    validate: ({ title, text }) => problemsOf(title, text),
    submit: async ({ title, text }) => {
      await save.mutateAsync({ id: editing.mode === 'edit' ? editing.template.id : undefined, body: { title: title.trim(), text } });
      toast.show({ type: 'success', message: t('templates.saved') });
      feedback.note('EDIT_TEMPLATE');
      onDone();
    },
    onError: showError,
    errorText: (message) => message,
  });
  const { text } = form.values;
  const placeCaret = useCaretAfterUpdate(textRef);
  const textFieldRef = form.fieldRef('text');
  const textAreaRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textRef.current = element;
      textFieldRef(element);
    },
    [textFieldRef],
  );

  const insert = (variable: ChatTemplateVariable) => {
    const field = textRef.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const edit = insertVariable(text, start, end, variable);
    form.setValue('text', edit.text);
    placeCaret(edit.caret);
  };

  return (
    <form className={styles.editor} onSubmit={(event) => void form.onSubmit(event)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.editorTitle}>
        {editing.mode === 'edit' ? t('templates.editTitle') : t('templates.createTitle')}
      </h3>
      <TextField
        {...form.textField('title')}
        label={t('templates.titleField')}
        hint={t('templates.titleHint')}
        required
        maxLength={chatLimits.templateTitleMaxLength * 2}
      />
      <TextAreaField
        ref={textAreaRef}
        label={t('templates.textField')}
        hint={t('templates.textHint', { max: chatLimits.templateTextMaxLength })}
        required
        rows={5}
        value={text}
        onChange={(event) => form.setValue('text', event.target.value)}
        error={form.errors.text}
        toolbar={
          <div className={styles.variables} role="group" aria-label={t('templates.insertVariable')}>
            <span className={styles.variablesLabel} aria-hidden="true">
              {t('templates.insertVariable')}:
            </span>
            {chatTemplateVariables.map((variable) => (
              <button key={variable} type="button" className={styles.variable} onClick={() => insert(variable)}>
                + {t(`templates.variable.${variable}`)}
              </button>
            ))}
          </div>
        }
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {t('templates.cancel')}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t('templates.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * §2.3 /conversations/setting, tab chat_template: the store's answers the composer offers after `/`, in the order
 * set here (drag, keyboard or the move buttons), each with create, edit and a confirmed delete.
 */
export function TemplatesPage() {
  const { t } = useChatTranslation();
  const { api, storeCode, canWrite, toast, showError } = useChatPage();
  const templates = useQuery(templatesQueryOptions(api, storeCode));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ChatTemplate | null>(null);
  const tabId = useId();

  const reorder = useReorderTemplates(api, storeCode);
  const remove = useDeleteTemplate(api, storeCode);
  // A deleted template can be restored for a few seconds (the server keeps it until then).
  const restore = useRestoreTemplate(api, storeCode);
  const offerUndo = useUndoOffer();

  const list = templates.data ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('templates.tabs')}>
        <span role="tab" id={`${tabId}-tab`} aria-selected="true" aria-controls={`${tabId}-panel`} className={styles.tab} tabIndex={0}>
          {t('templates.tab')}
        </span>
      </div>
      <section role="tabpanel" id={`${tabId}-panel`} aria-labelledby={`${tabId}-tab`} className={styles.panel}>
        <div className={styles.head}>
          <div>
            <h2 className={styles.heading}>{t('templates.title')}</h2>
            <p className={styles.lead}>{t('templates.intro')}</p>
          </div>
          {canWrite && !editing && (
            <Button onClick={() => setEditing({ mode: 'create' })} disabled={list.length >= chatLimits.templatesMax}>
              {t('templates.add')}
            </Button>
          )}
        </div>
        {!canWrite && <Notice tone="info">{t('composer.viewOnly')}</Notice>}
        {editing && <TemplateForm key={editing.mode === 'edit' ? editing.template.id : 'new'} editing={editing} onDone={() => setEditing(null)} />}
        {templates.isPending ? (
          <SkeletonGroup label={t('templates.loading')} className={styles.skeletons}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} shape="block" height={64} />
            ))}
          </SkeletonGroup>
        ) : templates.isError ? (
          <LoadFailed text={t('templates.error')} onRetry={() => void templates.refetch()} />
        ) : list.length === 0 ? (
          <StateMessage>{t('templates.empty')}</StateMessage>
        ) : (
          <SortableList
            items={list}
            idOf={(template) => template.id}
            labelOf={(template) => template.title}
            label={t('templates.listLabel')}
            disabled={!canWrite || reorder.isPending}
            onReorder={(ordered) =>
              reorder.mutate(ordered, {
                onSuccess: () => toast.show({ type: 'success', message: t('templates.reordered'), id: 'chat-templates-order' }),
                onError: showError,
              })
            }
            renderItem={(template) => (
              <div className={styles.templateRow} data-testid="chat-template">
                <div className={styles.templateBody}>
                  <span className={styles.templateTitle}>{template.title}</span>
                  <span className={styles.templateText}>{template.text}</span>
                </div>
                {canWrite && (
                  <div className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing({ mode: 'edit', template })}
                      aria-label={`${t('templates.edit')}: ${template.title}`}
                    >
                      {t('templates.edit')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(template)} aria-label={`${t('templates.delete')}: ${template.title}`}>
                      {t('templates.delete')}
                    </Button>
                  </div>
                )}
              </div>
            )}
          />
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('templates.confirmDeleteTitle')}
        description={deleting ? t('templates.confirmDelete', { title: deleting.title }) : undefined}
        cancelText={t('templates.cancel')}
        confirmText={t('templates.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (answer) => {
              setDeleting(null);
              offerUndo({
                message: t('templates.deleted'),
                windowMs: answer.undo.windowMs,
                onUndo: () =>
                  restore.mutate(answer.undo.operationId, {
                    onSuccess: (template) => toast.show({ type: 'success', message: t('templates.restored', { title: template.title }) }),
                    onError: showError,
                  }),
              });
            },
            onError: showError,
          })
        }
      />
    </div>
  );
}
