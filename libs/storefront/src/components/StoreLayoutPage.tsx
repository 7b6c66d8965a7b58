import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  storefrontLimits,
  storefrontSectionTypes,
  type StorefrontSection,
  type StorefrontSectionType,
  type StorefrontState,
} from '@seller-portal/contracts/storefront';
import { Button, Card, Container, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, PageHead, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { SortableList } from '@seller-portal/ui/sortable';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { storefrontCatalogQuery, storefrontStateQuery, useDiscardDraft, usePublish, useSaveDraft } from '../api/storefront';
import { useStorefrontTranslation } from '../i18n/resources';
import { SectionDialog, emptySection } from './SectionDialog';
import { dateTime, useLang } from './shared';
import { StorefrontView } from './StorefrontView';
import styles from './storefront.module.css';

type PreviewWidth = 'phone' | 'desktop';

/** The desktop preview's width: it lays itself out as a 1024 px screen would, scaled down to fit the card. */
const desktopFrameWidth = 1024;

/** How much a frame `width` px wide must shrink to fit the element's content box (1: it fits). */
function useFitZoom(width: number): [(element: HTMLElement | null) => void, number] {
  const [zoom, setZoom] = useState(1);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(([entry]) => setZoom(Math.min(1, entry.contentRect.width / width)));
      observer.observe(element);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, zoom];
}

/**
 * /store-layout: the storefront's sections (added, edited, removed, put in order by dragging, the keyboard or the
 * move buttons; every change is saved to the draft at once), a live preview of the draft at a phone's or a desktop's
 * width, and the draft published or discarded. §2.8: no footer on this page.
 */
export function StoreLayoutPage() {
  const { t } = useStorefrontTranslation();
  const client = useApiClient();
  const state = useQuery(storefrontStateQuery(client));
  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('layout.title')}
        lead={t('layout.lead')}
        actions={
          <Link className={adminStyles.textLink} to="/store-catalog">
            {t('layout.toCatalog')}
          </Link>
        }
      />
      <QueryStates query={state} errorText={(error) => serverErrorText(t, error)}>
        {(layout) => <Builder state={layout} />}
      </QueryStates>
    </Container>
  );
}

function Builder({ state }: { state: StorefrontState }) {
  const { t } = useStorefrontTranslation();
  const toast = useToast();
  const client = useApiClient();
  // The builder's showcase picker and the preview read the store's products and categories.
  const catalog = useQuery(storefrontCatalogQuery(client));
  const [editing, setEditing] = useState<{ section: StorefrontSection; isNew: boolean } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StorefrontSection | null>(null);
  const [newType, setNewType] = useState<StorefrontSectionType>('BANNER');
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const lang = useLang();
  const [viewportRef, desktopZoom] = useFitZoom(desktopFrameWidth);
  const showError = (error: Error) => toast.show({ type: 'danger', message: serverErrorText(t, error) });
  const save = useSaveDraft();
  const sections = state.draft.sections;
  const full = sections.length >= storefrontLimits.maxSections;

  const saveSections = (next: StorefrontSection[], done?: () => void) =>
    save.mutate(next, {
      onSuccess: () => done?.(),
      onError: (error) => (editing ? setDialogError(serverErrorText(t, error)) : showError(error)),
    });

  const labelOf = (section: StorefrontSection) => section.title || t(`type.${section.type}`);

  return (
    <>
      <PublishBar state={state} />
      <div className={styles.builder}>
        <Card title={t('sections.title')} className={styles.sectionsCard}>
          <p className={styles.muted}>{t('sections.count', { count: sections.length, max: storefrontLimits.maxSections })}</p>
          {sections.length === 0 ? (
            <p className={styles.empty}>{t('sections.empty')}</p>
          ) : (
            <SortableList
              label={t('sections.list')}
              items={sections}
              idOf={(section) => section.id}
              labelOf={labelOf}
              onReorder={(next) => saveSections(next, () => toast.show({ type: 'success', message: t('sections.reordered') }))}
              disabled={save.isPending}
              renderItem={(section) => (
                <div className={styles.sectionRow} data-section={section.id}>
                  <div className={styles.sectionText}>
                    <span className={styles.sectionTitle} data-section-title>
                      {labelOf(section)}
                    </span>
                    <span className={styles.muted}>{summaryOf(t, section)}</span>
                  </div>
                  <div className={styles.rowActions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setDialogError(null);
                        setEditing({ section, isNew: false });
                      }}
                      aria-label={t('sections.editNamed', { name: labelOf(section) })}
                    >
                      {t('sections.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(section)} aria-label={t('sections.removeNamed', { name: labelOf(section) })}>
                      {t('sections.remove')}
                    </Button>
                  </div>
                </div>
              )}
            />
          )}
          <div className={styles.addRow}>
            <SelectField
              label={t('sections.addType')}
              value={newType}
              onChange={(event) => setNewType(event.target.value as StorefrontSectionType)}
              options={storefrontSectionTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              disabled={full}
              hint={full ? t('sections.full', { max: storefrontLimits.maxSections }) : undefined}
            />
            <Button
              variant="secondary"
              disabled={full}
              onClick={() => {
                setDialogError(null);
                setEditing({ section: emptySection(newType), isNew: true });
              }}
            >
              {t('sections.add')}
            </Button>
          </div>
        </Card>
        <Card title={t('preview.title')} className={styles.previewCard}>
          <div className={styles.previewToggle} role="group" aria-label={t('preview.width')}>
            {(['phone', 'desktop'] as const).map((option) => (
              <button key={option} type="button" className={styles.toggle} aria-pressed={width === option} onClick={() => setWidth(option)}>
                {t(`preview.${option}`)}
              </button>
            ))}
          </div>
          {/* Scrolls sideways when the desktop frame is wider than the screen: reachable by the keyboard. */}
          <div ref={viewportRef} className={styles.previewViewport} role="region" aria-label={t('preview.title')} tabIndex={0}>
            <div
              className={clsx(styles.previewFrame, width === 'phone' ? styles.framePhone : styles.frameDesktop)}
              style={width === 'desktop' ? { zoom: desktopZoom } : undefined}
              data-testid="storefront-preview"
              data-width={width}
            >
              <StorefrontView sections={state.preview} lang={lang} headingLevel={3} />
            </div>
          </div>
        </Card>
      </div>
      {editing && (
        <SectionDialog
          key={editing.section.id}
          section={editing.section}
          isNew={editing.isNew}
          catalog={catalog.data ?? null}
          busy={save.isPending}
          error={dialogError}
          onClose={() => setEditing(null)}
          onSave={(section) =>
            saveSections(editing.isNew ? [...sections, section] : sections.map((s) => (s.id === section.id ? section : s)), () => {
              setEditing(null);
              toast.show({ type: 'success', message: t('sections.saved') });
            })
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('sections.removeTitle')}
        description={removing ? t('sections.removeText', { name: labelOf(removing) }) : ''}
        cancelText={t('cancel')}
        confirmText={t('sections.remove')}
        busy={save.isPending}
        onConfirm={() =>
          removing &&
          saveSections(
            sections.filter((s) => s.id !== removing.id),
            () => setRemoving(null),
          )
        }
      />
    </>
  );
}

function summaryOf(t: ReturnType<typeof useStorefrontTranslation>['t'], section: StorefrontSection): string {
  switch (section.type) {
    case 'BANNER':
      return t('summary.banner', { count: section.imageIds.length });
    case 'SHOWCASE':
      return t('summary.showcase', { count: section.itemIds.length });
    case 'CATEGORIES':
      return t('summary.categories');
    case 'VIDEO':
      return t('summary.video');
    case 'TEXT':
      return t(section.format === 'RICH' ? 'summary.rich' : 'summary.plain');
  }
}

/** The published version, the draft's state, Publish, Discard and the public link. */
function PublishBar({ state }: { state: StorefrontState }) {
  const { t } = useStorefrontTranslation();
  const toast = useToast();
  const lang = useLang();
  const [discarding, setDiscarding] = useState(false);
  const showError = (error: Error) => toast.show({ type: 'danger', message: serverErrorText(t, error) });
  const publish = usePublish({
    onSuccess: (next) => toast.show({ type: 'success', message: t('publish.done', { version: next.published?.version ?? 0 }) }),
    onError: showError,
  });
  const discard = useDiscardDraft({
    onSuccess: () => {
      setDiscarding(false);
      toast.show({ type: 'success', message: t('publish.discarded') });
    },
    onError: (error) => {
      setDiscarding(false);
      showError(error);
    },
  });
  const publicUrl = typeof window === 'undefined' ? state.publicPath : new URL(state.publicPath, window.location.origin).href;
  return (
    <Card className={styles.publishBar}>
      <div className={styles.publishInner}>
        <div className={styles.publishStatus} data-testid="publish-status" aria-live="polite">
          <span className={styles.sectionTitle}>
            {state.published
              ? t('publish.published', { version: state.published.version, at: dateTime(state.published.publishedAt, lang) })
              : t('publish.never')}
          </span>
          <span className={state.draftChanged ? styles.badgeWarning : styles.muted}>{state.draftChanged ? t('publish.changed') : t('publish.upToDate')}</span>
        </div>
        <div className={styles.publishActions}>
          {state.published && (
            <>
              <a className={adminStyles.textLink} href={state.publicPath} target="_blank" rel="noopener noreferrer">
                {t('publish.openPublic')}
              </a>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  void navigator.clipboard?.writeText(publicUrl).then(
                    () => toast.show({ type: 'success', message: t('publish.copied') }),
                    () => toast.show({ type: 'info', message: publicUrl }),
                  )
                }
              >
                {t('publish.copy')}
              </Button>
            </>
          )}
          <Button variant="secondary" disabled={!state.draftChanged} onClick={() => setDiscarding(true)}>
            {t('publish.discard')}
          </Button>
          <Button loading={publish.isPending} disabled={state.published !== null && !state.draftChanged} onClick={() => publish.mutate(undefined)}>
            {t('publish.publish')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('publish.discardTitle')}
        description={state.published ? t('publish.discardText', { version: state.published.version }) : t('publish.discardTextNever')}
        cancelText={t('cancel')}
        confirmText={t('publish.discard')}
        busy={discard.isPending}
        onConfirm={() => discard.mutate(undefined)}
      />
    </Card>
  );
}
