import { isApiError, serverErrorText } from '@seller-portal/api-client';
import type { LearningContentState } from '@seller-portal/contracts/education';
import { Button, Card, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, Notice } from '@seller-portal/ui/forms';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLearningStudioTranslation } from '../i18n/resources';
import { DateTimeField, msOfLocalInput, StateBadge, useTimeText } from './shared';
import styles from './learning-studio.module.css';

export type EditorConfirm = 'publish' | 'unpublish' | null;

/** What an editor saves and publishes: an article or a video, as the server answered it. */
interface SavedContent {
  id: string;
  version: number;
  state: LearningContentState;
}

/**
 * An editor's save, publish and unpublish (an article's or a video's): the toast each says, the confirmation it closes,
 * and the address a new item moves to once saved (`<basePath>/<id>`). `submit` and `publish` take the editor's request,
 * or null when its own checks refused the draft.
 */
export function useEditorActions<Content extends SavedContent, Save>({
  saved,
  basePath,
  useSave,
  useUnpublish,
}: {
  saved: Content | null;
  basePath: string;
  useSave: (onSaved: (content: Content) => unknown) => UseMutationResult<Content, Error, Save>;
  useUnpublish: (onDone: (content: Content) => unknown) => UseMutationResult<Content, Error, { id: string; version: number }>;
}) {
  const { t } = useLearningStudioTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, setConfirm] = useState<EditorConfirm>(null);
  // What the last save was for: its toast says so.
  const action = useRef<'save' | 'publish'>('save');
  const save = useSave(async (content) => {
    setConfirm(null);
    toast.show({
      type: 'success',
      message: action.current === 'publish' ? t(content.state === 'SCHEDULED' ? 'editor.scheduled' : 'editor.published') : t('editor.saved'),
    });
    if (!saved) await navigate(`${basePath}/${content.id}`, { replace: true });
  });
  const unpublish = useUnpublish(() => {
    setConfirm(null);
    toast.show({ type: 'success', message: t('editor.unpublished') });
  });
  const live = saved?.state === 'PUBLISHED' || saved?.state === 'SCHEDULED';
  return {
    submit(request: Save | null) {
      action.current = 'save';
      if (request) save.mutate(request);
    },
    publish(request: Save | null) {
      action.current = 'publish';
      if (request) save.mutate(request);
      else setConfirm(null);
    },
    /** The footer's props that follow the calls: the refusal, what is pending, the confirmation, Unpublish, the state. */
    footer: {
      error: save.error ?? unpublish.error,
      saving: save.isPending,
      unpublishing: unpublish.isPending,
      confirm,
      onConfirmChange: setConfirm,
      onUnpublish: saved && live ? () => unpublish.mutate({ id: saved.id, version: saved.version }) : undefined,
      state: saved?.state,
    },
  };
}

/**
 * The end of an article's or a video's editor: the publishing window, the server's refusal (with Reload on a version
 * conflict), and Save draft, Preview, Publish (or Schedule, when the window opens later) and Unpublish behind their
 * confirmations, with the saved state.
 */
export function EditorFooter({
  publishAt,
  unpublishAt,
  onScheduleChange,
  error,
  onReload,
  saving,
  unpublishing,
  confirm,
  onConfirmChange,
  previewing,
  onTogglePreview,
  previewDisabled = false,
  onPublish,
  onUnpublish,
  state,
}: {
  publishAt: string;
  unpublishAt: string;
  onScheduleChange: (key: 'publishAt' | 'unpublishAt', value: string) => void;
  error: unknown;
  onReload?: () => void;
  saving: boolean;
  unpublishing: boolean;
  confirm: EditorConfirm;
  onConfirmChange: (confirm: EditorConfirm) => void;
  previewing: boolean;
  onTogglePreview: () => void;
  previewDisabled?: boolean;
  onPublish: () => void;
  /** Given while the content is live (published or scheduled). */
  onUnpublish?: () => void;
  state?: LearningContentState;
}) {
  const { t } = useLearningStudioTranslation();
  const { timeText } = useTimeText();
  const publishAtMs = msOfLocalInput(publishAt);
  const scheduling = publishAtMs !== null && publishAtMs > Date.now();
  const conflict = isApiError(error) && error.errorCode === 'LEARNING_VERSION_CONFLICT';
  return (
    <>
      <Card title={t('editor.schedule')}>
        <p className={adminStyles.lead}>{t('editor.scheduleLead')}</p>
        <div className={styles.grid}>
          <DateTimeField label={t('editor.publishAt')} value={publishAt} onChange={(value) => onScheduleChange('publishAt', value)} />
          <DateTimeField label={t('editor.unpublishAt')} value={unpublishAt} onChange={(value) => onScheduleChange('unpublishAt', value)} />
        </div>
      </Card>
      {error && (
        <Notice tone="danger" role="alert">
          {serverErrorText(t, error)}
          {conflict && onReload && (
            <>
              {' '}
              <Button variant="secondary" size="sm" onClick={onReload}>
                {t('editor.reload')}
              </Button>
            </>
          )}
        </Notice>
      )}
      <div className={adminStyles.row}>
        <Button type="submit" variant="secondary" loading={saving && confirm === null}>
          {t('editor.saveDraft')}
        </Button>
        <Button variant="secondary" aria-expanded={previewing} disabled={previewDisabled} onClick={onTogglePreview}>
          {previewing ? t('editor.hidePreview') : t('editor.preview')}
        </Button>
        <ConfirmDialog
          open={confirm === 'publish'}
          onOpenChange={(open) => onConfirmChange(open ? 'publish' : null)}
          trigger={<Button>{scheduling ? t('editor.publishSchedule') : t('editor.publish')}</Button>}
          title={t('editor.publishTitle')}
          description={scheduling && publishAtMs !== null ? t('editor.scheduleText', { time: timeText(publishAtMs) }) : t('editor.publishText')}
          cancelText={t('editor.cancel')}
          confirmText={scheduling ? t('editor.publishSchedule') : t('editor.publish')}
          tone="primary"
          busy={saving}
          onConfirm={onPublish}
        />
        {onUnpublish && (
          <ConfirmDialog
            open={confirm === 'unpublish'}
            onOpenChange={(open) => onConfirmChange(open ? 'unpublish' : null)}
            trigger={<Button variant="danger">{t('editor.unpublish')}</Button>}
            title={t('editor.unpublishTitle')}
            description={t('editor.unpublishText')}
            cancelText={t('editor.cancel')}
            confirmText={t('editor.unpublish')}
            busy={unpublishing}
            onConfirm={onUnpublish}
          />
        )}
        {state && <StateBadge state={state} />}
      </div>
    </>
  );
}
