import { useApiClient } from '@seller-portal/api-client';
import { learningStudioLimits, type LearningStudioVideo } from '@seller-portal/contracts/education';
import { storefrontVideoOf } from '@seller-portal/contracts/storefront';
import { Card, Container, TextField } from '@seller-portal/ui';
import { adminStyles, PageHead, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { categoriesQuery, useSaveVideo, useUnpublishVideo, videoQuery, type VideoSave } from '../api/learning-studio';
import { useLearningStudioTranslation } from '../i18n/resources';
import { EditorFooter, useEditorActions } from './EditorFooter';
import { ContentUnavailable, LanguageTabs, localInputOf, msOfLocalInput, useTimeText, type Language } from './shared';
import styles from './learning-studio.module.css';

interface Draft {
  url: string;
  categoryCode: string;
  titleId: string;
  titleEn: string;
  durationSeconds: string;
  publishAt: string;
  unpublishAt: string;
}

function draftOf(saved: LearningStudioVideo | null): Draft {
  return {
    url: saved?.url ?? '',
    categoryCode: saved?.categoryCode ?? '',
    titleId: saved?.titleId ?? '',
    titleEn: saved?.titleEn ?? '',
    durationSeconds: saved ? String(saved.durationSeconds) : '',
    publishAt: localInputOf(saved?.state === 'DRAFT' ? null : (saved?.publishAt ?? null)),
    unpublishAt: localInputOf(saved?.unpublishAt ?? null),
  };
}

type Field = 'url' | 'categoryCode' | 'durationSeconds';

/**
 * The video editor: a YouTube or Vimeo link (checked as the server checks it, the storefront's rule), its length,
 * category and titles in both languages; a preview in the privacy-enhanced player; the schedule; Save, Publish, Unpublish.
 */
function VideoEditor({ saved, onReload }: { saved: LearningStudioVideo | null; onReload?: () => void }) {
  const { t } = useLearningStudioTranslation();
  const client = useApiClient();
  const { language: pageLanguage } = useTimeText();
  const categories = useQuery(categoriesQuery(client));
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [language, setLanguage] = useState<Language>('id');
  const [previewing, setPreviewing] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const actions = useEditorActions({ saved, basePath: '/learning-studio/videos', useSave: useSaveVideo, useUnpublish: useUnpublishVideo });
  const player = storefrontVideoOf(draft.url);

  const request = (publish: boolean): VideoSave | null => {
    const duration = Number(draft.durationSeconds);
    const found: Partial<Record<Field, string>> = {
      ...(!player && { url: draft.url.trim() ? t('LEARNING_VIDEO_URL_INVALID', { ns: 'errors' }) : t('editor.required') }),
      ...(!draft.categoryCode && { categoryCode: t('editor.required') }),
      ...(!(Number.isInteger(duration) && duration > 0) && { durationSeconds: t('editor.required') }),
    };
    setProblems(found);
    const first = (['url', 'categoryCode', 'durationSeconds'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`video-${first}`)?.focus();
      return null;
    }
    return {
      id: saved?.id ?? null,
      version: saved?.version ?? null,
      draft: { url: draft.url.trim(), categoryCode: draft.categoryCode, titleId: draft.titleId, titleEn: draft.titleEn, durationSeconds: duration },
      ...(publish && { publish: { publishAt: msOfLocalInput(draft.publishAt), unpublishAt: msOfLocalInput(draft.unpublishAt) } }),
    };
  };
  const title = (language === 'en' ? draft.titleEn : draft.titleId) || t('untitled');

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/learning-studio?type=videos">
        ← {t('back')}
      </Link>
      <PageHead
        title={saved ? t('editor.editVideo') : t('editor.newVideo')}
        lead={saved && t('editor.version', { version: saved.version, state: t(`state.${saved.state}`) })}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actions.submit(request(false));
        }}
      >
        <Card>
          <div className={styles.grid}>
            <TextField
              id="video-url"
              label={t('editor.url')}
              hint={t('editor.urlHint')}
              type="url"
              value={draft.url}
              onChange={(event) => set('url', event.target.value)}
              error={problems.url}
              maxLength={learningStudioLimits.urlMaxLength}
              required
            />
            <SelectField
              id="video-categoryCode"
              label={t('editor.category')}
              value={draft.categoryCode}
              onChange={(event) => set('categoryCode', event.target.value)}
              error={problems.categoryCode}
              required
              options={[
                { value: '', label: t('editor.chooseCategory') },
                ...(categories.data ?? []).map((category) => ({ value: category.code, label: pageLanguage === 'en' ? category.nameEn : category.nameId })),
              ]}
            />
            <TextField
              id="video-durationSeconds"
              label={t('editor.duration')}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.durationSeconds}
              onChange={(event) => set('durationSeconds', event.target.value)}
              error={problems.durationSeconds}
              required
            />
          </div>
        </Card>
        <Card>
          <LanguageTabs
            active={language}
            onChange={setLanguage}
            panel={(lang) => {
              const key = lang === 'id' ? 'titleId' : 'titleEn';
              return (
                <TextField
                  label={t('editor.titleField', { language: t(`editor.language.${lang}`) })}
                  value={draft[key]}
                  onChange={(event) => set(key, event.target.value)}
                  maxLength={learningStudioLimits.titleMaxLength}
                />
              );
            }}
          />
        </Card>
        <EditorFooter
          publishAt={draft.publishAt}
          unpublishAt={draft.unpublishAt}
          onScheduleChange={set}
          onReload={onReload}
          previewing={previewing}
          onTogglePreview={() => setPreviewing((shown) => !shown)}
          previewDisabled={!player}
          onPublish={() => actions.publish(request(true))}
          {...actions.footer}
        />
        {previewing && player && (
          <section className={styles.preview} aria-labelledby="video-preview-title" lang={language}>
            <h2 id="video-preview-title" className={adminStyles.heading}>
              {t('editor.previewTitle', { language: t(`editor.language.${language}`) })}
            </h2>
            <p className={styles.previewTitle}>{title}</p>
            <iframe className={styles.player} src={player.embedUrl} title={t('editor.videoPlayer', { title })} allowFullScreen />
          </section>
        )}
      </form>
    </Container>
  );
}

/** /learning-studio/videos/new. */
export function VideoCreatePage() {
  return <VideoEditor saved={null} />;
}

/** /learning-studio/videos/:id. */
export function VideoEditPage() {
  const { id = '' } = useParams();
  const client = useApiClient();
  const query = useQuery({ ...videoQuery(client, id), staleTime: 0, gcTime: 0 });
  if (!query.data) return <ContentUnavailable query={query} />;
  return <VideoEditor key={query.data.version} saved={query.data} onReload={() => void query.refetch()} />;
}
