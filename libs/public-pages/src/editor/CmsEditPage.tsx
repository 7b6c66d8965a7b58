import { ShellLink } from '@seller-portal/app-runtime';
import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { CmsBilingualContent, CmsContent, CmsLanguage, CmsSection, CmsStaffPage } from '@seller-portal/contracts/education';
import { Button, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, PageHead, QueryStates, TextAreaField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { previewQuery, revisionsQuery, staffPageQuery, useCmsChange } from '../api/cms';
import { Sections } from '../components/Sections';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';
import { emptyItem, fieldValue, sectionFields, withField, withSection, type FieldSpec } from './section-fields';
import styles from './editor.module.css';

const languages: readonly CmsLanguage[] = ['id', 'en'];

/** `/cms-content/:code` (INTERNAL_CMS-CONTENT): a page's draft in id and en, its preview, publishing and its revisions. */
export function CmsEditPage() {
  const { t } = usePublicPagesTranslation();
  const code = useParams().code ?? '';
  const client = useApiClient();
  const page = useQuery(staffPageQuery(client, code));
  return (
    <Container className={adminStyles.page}>
      <ShellLink to="/cms-content" className={adminStyles.backLink}>
        {t('editor.back')}
      </ShellLink>
      <QueryStates query={page} errorText={(error) => serverErrorText(t, error)}>
        {(current) => <Editor key={`${current.code}:${current.version}`} page={current} />}
      </QueryStates>
    </Container>
  );
}

function Editor({ page }: { page: CmsStaffPage }) {
  const { t, i18n } = usePublicPagesTranslation();
  const toast = useToast();
  const [content, setContent] = useState<CmsBilingualContent>(page.draft);
  const [language, setLanguage] = useState<CmsLanguage>(cmsLanguageOf(i18n.resolvedLanguage));
  const [showPreview, setShowPreview] = useState(false);
  const dirty = JSON.stringify(content) !== JSON.stringify(page.draft);
  const change = useCmsChange({
    onSuccess: (_page, done) =>
      toast.show({ type: 'success', message: t(`editor.${done.action === 'save' ? 'saved' : done.action === 'publish' ? 'published' : 'unpublished'}`) }),
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  const edit = (next: CmsContent) => setContent({ ...content, [language]: next });
  const current = content[language];

  const run = (action: 'save' | 'publish' | 'unpublish') =>
    change.mutate(action === 'save' ? { action, code: page.code, version: page.version, content } : { action, code: page.code, version: page.version });

  return (
    <>
      <PageHead
        title={language === 'id' ? page.draft.id.title : page.draft.en.title}
        lead={`${page.code} · ${t(`editor.statuses.${page.status}`)} · ${t('editor.version', { version: page.version })}`}
        actions={
          <span className={styles.actions}>
            <Button onClick={() => run('save')} disabled={!dirty || change.isPending}>
              {t('editor.save')}
            </Button>
            <Button variant="secondary" onClick={() => run('publish')} disabled={dirty || change.isPending || (page.status === 'PUBLISHED' && !page.changed)}>
              {t('editor.publish')}
            </Button>
            {page.status === 'PUBLISHED' && (
              <Button variant="secondary" onClick={() => run('unpublish')} disabled={change.isPending}>
                {t('editor.unpublish')}
              </Button>
            )}
          </span>
        }
      />
      {dirty && <p className={styles.hint}>{t('editor.unsavedFirst')}</p>}
      <div className={styles.languages} role="group" aria-label={t('editor.language')}>
        {languages.map((each) => (
          <button key={each} type="button" className={styles.languageButton} aria-pressed={language === each} onClick={() => setLanguage(each)}>
            {t(`editor.languages.${each}`)}
          </button>
        ))}
        <button type="button" className={styles.languageButton} aria-pressed={showPreview} onClick={() => setShowPreview(!showPreview)}>
          {t('editor.preview')}
        </button>
      </div>
      {showPreview && <Preview page={page} language={language} />}
      <div className={styles.form} lang={language}>
        <TextField label={t('editor.pageTitle')} value={current.title} onChange={(event) => edit({ ...current, title: event.target.value })} />
        <TextAreaField
          label={t('editor.description')}
          value={current.description}
          rows={2}
          onChange={(event) => edit({ ...current, description: event.target.value })}
        />
        <h2 className={styles.sectionsHeading}>{t('editor.sections')}</h2>
        {current.sections.map((section, index) => (
          <SectionEditor key={index} section={section} number={index + 1} onChange={(next) => edit(withSection(current, index, next))} />
        ))}
      </div>
      <Revisions page={page} />
    </>
  );
}

function SectionEditor({ section, number, onChange }: { section: CmsSection; number: number; onChange: (section: CmsSection) => void }) {
  const { t } = usePublicPagesTranslation();
  const spec = sectionFields[section.kind];
  const loose = section as unknown as Record<string, unknown>;
  const items = (loose.items as Record<string, unknown>[] | undefined) ?? [];
  const setItems = (next: Record<string, unknown>[]) => onChange({ ...loose, items: next } as unknown as CmsSection);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        {number}. {t(`editor.sectionKinds.${section.kind}`)}
      </legend>
      {spec.fields.map((field) => (
        <Field
          key={field.key}
          spec={field}
          value={fieldValue(loose, field)}
          onChange={(typed) => onChange(withField(loose, field, typed) as unknown as CmsSection)}
        />
      ))}
      {spec.items && (
        <ol className={styles.items}>
          {items.map((item, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.itemHead}>
                <strong>{t('editor.item', { number: index + 1 })}</strong>
                <button type="button" className={styles.linkButton} onClick={() => setItems(items.filter((_, at) => at !== index))}>
                  {t('editor.removeItem', { number: index + 1 })}
                </button>
              </span>
              {spec.items?.map((field) => (
                <Field
                  key={field.key}
                  spec={field}
                  value={fieldValue(item, field, true)}
                  onChange={(typed) => setItems(items.map((current, at) => (at === index ? withField(current, field, typed, true) : current)))}
                />
              ))}
            </li>
          ))}
          <li>
            <Button variant="secondary" size="sm" onClick={() => setItems([...items, emptyItem(section.kind)])}>
              {t('editor.addItem')}
            </Button>
          </li>
        </ol>
      )}
    </fieldset>
  );
}

function Field({ spec, value, onChange }: { spec: FieldSpec; value: string; onChange: (value: string) => void }) {
  const { t } = usePublicPagesTranslation();
  const label = t(`editor.${spec.key}`);
  if (spec.input === 'area' || spec.input === 'html')
    return (
      <TextAreaField
        label={label}
        value={value}
        rows={spec.input === 'html' ? 6 : 2}
        monospace={spec.input === 'html'}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return <TextField label={label} type={spec.input === 'time' ? 'datetime-local' : 'text'} value={value} onChange={(event) => onChange(event.target.value)} />;
}

function Preview({ page, language }: { page: CmsStaffPage; language: CmsLanguage }) {
  const { t } = usePublicPagesTranslation();
  const client = useApiClient();
  const preview = useQuery(previewQuery(client, page.code, language, page.version));
  return (
    <section className={styles.preview} aria-label={t('editor.previewHeading', { language: t(`editor.languages.${language}`) })}>
      <p className={styles.previewLabel}>{t('editor.previewHeading', { language: t(`editor.languages.${language}`) })}</p>
      <QueryStates query={preview} errorText={(error) => serverErrorText(t, error)} retry={false}>
        {(previewPage) => <PreviewBody page={previewPage} />}
      </QueryStates>
    </section>
  );
}

function PreviewBody({ page }: { page: { title: string; sections: CmsSection[] } }) {
  return (
    <div className={styles.previewBody}>
      <Sections title={page.title} sections={page.sections} />
    </div>
  );
}

function Revisions({ page }: { page: CmsStaffPage }) {
  const { t, i18n } = usePublicPagesTranslation();
  const client = useApiClient();
  const revisions = useQuery(revisionsQuery(client, page.code, page.version));
  const when = (at: number) =>
    new Intl.DateTimeFormat(cmsLanguageOf(i18n.resolvedLanguage) === 'id' ? 'id-ID' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Jakarta',
    }).format(at);
  return (
    <section className={styles.revisions} aria-labelledby="cms-revisions">
      <h2 id="cms-revisions" className={styles.sectionsHeading}>
        {t('editor.revisions')}
      </h2>
      <QueryStates query={revisions} errorText={(error) => serverErrorText(t, error)} retry={false} empty={<p>{t('editor.noRevisions')}</p>}>
        {(revisionList) => (
          <ol className={styles.revisionList}>
            {revisionList.map((revision) => (
              <li key={`${revision.version}-${revision.action}`}>
                <strong>{t(`editor.actions.${revision.action}`)}</strong> · {t('editor.version', { version: revision.version })} · {when(revision.at)} ·{' '}
                {t('editor.by', { by: revision.by })}
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
