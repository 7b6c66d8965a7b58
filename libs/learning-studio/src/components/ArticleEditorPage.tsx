import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { learningStudioLimits, type LearningArticleKind, type LearningStudioArticle } from '@seller-portal/contracts/education';
import { Button, Card, Container, TextField } from '@seller-portal/ui';
import { adminStyles, Notice, PageHead, SelectField, TextAreaField } from '@seller-portal/ui/forms';
import { RichText, RichTextEditor } from '@seller-portal/ui/rich-text';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { articleQuery, categoriesQuery, useSaveArticle, useUnpublishArticle, useUploadAsset, type ArticleSave } from '../api/learning-studio';
import { useLearningStudioTranslation } from '../i18n/resources';
import { EditorFooter, useEditorActions } from './EditorFooter';
import { ContentUnavailable, LanguageTabs, localInputOf, msOfLocalInput, useTimeText, type Language } from './shared';
import styles from './learning-studio.module.css';

interface Draft {
  slug: string;
  kind: LearningArticleKind;
  categoryCode: string;
  titleId: string;
  titleEn: string;
  summaryId: string;
  summaryEn: string;
  bodyId: string;
  bodyEn: string;
  coverImageUrl: string | null;
  publishAt: string;
  unpublishAt: string;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function draftOf(saved: LearningStudioArticle | null): Draft {
  return {
    slug: saved?.slug ?? '',
    kind: saved?.kind ?? 'GUIDE',
    categoryCode: saved?.categoryCode ?? '',
    titleId: saved?.titleId ?? '',
    titleEn: saved?.titleEn ?? '',
    summaryId: saved?.summaryId ?? '',
    summaryEn: saved?.summaryEn ?? '',
    bodyId: saved?.bodyId ?? '',
    bodyEn: saved?.bodyEn ?? '',
    coverImageUrl: saved?.coverImageUrl ?? null,
    // A window that has opened already is kept as it is (the server accepts the saved start again).
    publishAt: localInputOf(saved?.state === 'DRAFT' ? null : (saved?.publishAt ?? null)),
    unpublishAt: localInputOf(saved?.unpublishAt ?? null),
  };
}

/**
 * The article editor: slug, type, category and cover; title, summary and body in Indonesian and English (tabs); a
 * preview as sellers will see it; the schedule; Save, Publish (after a confirmation, saving first) and Unpublish.
 * `saved` is the version the edit started from (null when creating); a save over a newer one is refused by the server.
 */
function ArticleEditor({ saved, onReload }: { saved: LearningStudioArticle | null; onReload?: () => void }) {
  const { t } = useLearningStudioTranslation();
  const client = useApiClient();
  const { language: pageLanguage } = useTimeText();
  const categories = useQuery(categoriesQuery(client));
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [language, setLanguage] = useState<Language>('id');
  const [previewing, setPreviewing] = useState(false);
  const [missing, setMissing] = useState<Partial<Record<'slug' | 'categoryCode', string>>>({});
  const coverInputId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const actions = useEditorActions({ saved, basePath: '/learning-studio/articles', useSave: useSaveArticle, useUnpublish: useUnpublishArticle });
  const upload = useUploadAsset<{ file: File }>((asset) => set('coverImageUrl', asset.url));
  // An image uploaded for the body goes at its end, described by its file's name until the author changes it.
  const inline = useUploadAsset<{ file: File; language: Language }>((asset, { file, language: lang }) => {
    const key = lang === 'id' ? 'bodyId' : 'bodyEn';
    const alt = file.name.replace(/\.[^.]*$/, '').replace(/[<>&"]/g, ' ');
    setDraft((current) => ({ ...current, [key]: `${current[key]}<p><img src="${asset.url}" alt="${alt}"></p>` }));
  });

  const request = (publish: boolean): ArticleSave | null => {
    const problems = {
      ...(!slugPattern.test(draft.slug.trim()) && { slug: draft.slug.trim() ? t('editor.slugInvalid') : t('editor.required') }),
      ...(!draft.categoryCode && { categoryCode: t('editor.required') }),
    };
    setMissing(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(problems.slug ? 'article-slug' : 'article-category')?.focus();
      return null;
    }
    const { publishAt, unpublishAt, ...fields } = draft;
    return {
      id: saved?.id ?? null,
      version: saved?.version ?? null,
      draft: { ...fields, slug: fields.slug.trim() },
      ...(publish && { publish: { publishAt: msOfLocalInput(publishAt), unpublishAt: msOfLocalInput(unpublishAt) } }),
    };
  };
  const title = language === 'en' ? draft.titleEn : draft.titleId;
  const summary = language === 'en' ? draft.summaryEn : draft.summaryId;
  const body = language === 'en' ? draft.bodyEn : draft.bodyId;
  const languageName = t(`editor.language.${language}`);

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/learning-studio">
        ← {t('back')}
      </Link>
      <PageHead
        title={saved ? t('editor.editArticle') : t('editor.newArticle')}
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
              id="article-slug"
              label={t('editor.slug')}
              hint={t('editor.slugHint')}
              value={draft.slug}
              onChange={(event) => set('slug', event.target.value)}
              error={missing.slug}
              maxLength={learningStudioLimits.slugMaxLength}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <SelectField
              label={t('editor.kind')}
              value={draft.kind}
              onChange={(event) => set('kind', event.target.value as LearningArticleKind)}
              options={(['GUIDE', 'NEWS'] as const).map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
            <SelectField
              id="article-category"
              label={t('editor.category')}
              value={draft.categoryCode}
              onChange={(event) => set('categoryCode', event.target.value)}
              error={missing.categoryCode}
              required
              options={[
                { value: '', label: t('editor.chooseCategory') },
                ...(categories.data ?? []).map((category) => ({ value: category.code, label: pageLanguage === 'en' ? category.nameEn : category.nameId })),
              ]}
            />
            <div className={styles.cover}>
              <label className={styles.label} htmlFor={coverInputId}>
                {t('editor.cover')}
              </label>
              <input
                id={coverInputId}
                className={styles.fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={`${coverInputId}-hint`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate({ file });
                  event.target.value = '';
                }}
              />
              <span id={`${coverInputId}-hint`}>{upload.isPending ? t('editor.uploading') : t('editor.coverHint')}</span>
              {(upload.error ?? inline.error) && (
                <Notice tone="danger" role="alert">
                  {serverErrorText(t, upload.error ?? inline.error)}
                </Notice>
              )}
              {draft.coverImageUrl ? (
                <>
                  <img className={styles.coverImage} src={draft.coverImageUrl} alt={t('editor.coverAlt')} />
                  <Button variant="secondary" size="sm" onClick={() => set('coverImageUrl', null)}>
                    {t('editor.removeCover')}
                  </Button>
                </>
              ) : (
                <span>{t('editor.coverNone')}</span>
              )}
            </div>
          </div>
        </Card>
        <Card>
          <LanguageTabs
            active={language}
            onChange={setLanguage}
            panel={(lang) => {
              const name = t(`editor.language.${lang}`);
              const suffix = lang === 'id' ? 'Id' : 'En';
              return (
                <>
                  <TextField
                    label={t('editor.titleField', { language: name })}
                    value={draft[`title${suffix}`]}
                    onChange={(event) => set(`title${suffix}`, event.target.value)}
                    maxLength={learningStudioLimits.titleMaxLength}
                  />
                  <TextAreaField
                    label={t('editor.summaryField', { language: name })}
                    rows={3}
                    value={draft[`summary${suffix}`]}
                    onChange={(event) => set(`summary${suffix}`, event.target.value)}
                    maxLength={learningStudioLimits.summaryMaxLength}
                  />
                  <RichTextEditor
                    label={t('editor.bodyField', { language: name })}
                    hint={t('editor.bodyHint')}
                    value={draft[`body${suffix}`]}
                    onChange={(html) => set(`body${suffix}`, html)}
                  />
                  <div className={styles.cover}>
                    <label className={styles.label} htmlFor={`${coverInputId}-inline-${lang}`}>
                      {t('editor.inlineImage', { language: name })}
                    </label>
                    <input
                      id={`${coverInputId}-inline-${lang}`}
                      className={styles.fileInput}
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        if (file) inline.mutate({ file, language: lang });
                        event.target.value = '';
                      }}
                    />
                  </div>
                </>
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
          onPublish={() => actions.publish(request(true))}
          {...actions.footer}
        />
        {previewing && (
          <section className={styles.preview} aria-labelledby="article-preview-title" lang={language}>
            <h2 id="article-preview-title" className={adminStyles.heading}>
              {t('editor.previewTitle', { language: languageName })}
            </h2>
            {draft.coverImageUrl && <img className={styles.coverImage} src={draft.coverImageUrl} alt="" />}
            <p className={styles.previewTitle}>{title || t('untitled')}</p>
            {summary && <p className={adminStyles.lead}>{summary}</p>}
            <RichText html={body} as="article" />
          </section>
        )}
      </form>
    </Container>
  );
}

/** /learning-studio/articles/new. */
export function ArticleCreatePage() {
  return <ArticleEditor saved={null} />;
}

/** /learning-studio/articles/:id. */
export function ArticleEditPage() {
  const { id = '' } = useParams();
  const client = useApiClient();
  // The edit starts from what is saved now, never from a cached copy another editor has since replaced.
  const query = useQuery({ ...articleQuery(client, id), staleTime: 0, gcTime: 0 });
  if (!query.data) return <ContentUnavailable query={query} />;
  return <ArticleEditor key={query.data.version} saved={query.data} onReload={() => void query.refetch()} />;
}
