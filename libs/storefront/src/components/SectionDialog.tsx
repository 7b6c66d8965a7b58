import { serverErrorText } from '@seller-portal/api-client';
import {
  storefrontBannerImageUrl,
  storefrontBannerMediaTypes,
  storefrontLimits,
  storefrontVideoOf,
  type StorefrontCatalog,
  type StorefrontSection,
  type StorefrontSectionType,
} from '@seller-portal/contracts/storefront';
import { formatNumber } from '@seller-portal/formatting';
import { Button, Dialog, TextField } from '@seller-portal/ui';
import { Checkbox, Notice, RadioGroup, TextAreaField } from '@seller-portal/ui/forms';
import { RichTextEditor } from '@seller-portal/ui/rich-text';
import { useId, useState, type FormEvent } from 'react';
import { useUploadBannerImage } from '../api/storefront';
import { useStorefrontTranslation } from '../i18n/resources';
import { newSectionId, useLang } from './shared';
import styles from './storefront.module.css';

/** A new section of a type, empty but for what it needs to be valid once filled in. */
export function emptySection(type: StorefrontSectionType): StorefrontSection {
  const id = newSectionId();
  switch (type) {
    case 'BANNER':
      return { id, type, title: '', imageIds: [] };
    case 'SHOWCASE':
      return { id, type, title: '', itemIds: [] };
    case 'CATEGORIES':
      return { id, type, title: '' };
    case 'VIDEO':
      return { id, type, title: '', url: '' };
    case 'TEXT':
      return { id, type, title: '', format: 'PLAIN', body: '' };
  }
}

export interface SectionDialogProps {
  section: StorefrontSection;
  isNew: boolean;
  catalog: StorefrontCatalog | null;
  busy: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onSave: (section: StorefrontSection) => void;
  onClose: () => void;
}

/** One section's form: its title and what its type holds, checked as the server would before it is sent. */
export function SectionDialog({ section: initial, isNew, catalog, busy, error, onSave, onClose }: SectionDialogProps) {
  const { t } = useStorefrontTranslation();
  const [section, setSection] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const maxText = formatNumber(storefrontLimits.textMaxLength, { lang: useLang() });
  const change = (patch: Partial<StorefrontSection>) => setSection((current) => ({ ...current, ...patch }) as StorefrontSection);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(section);
    setProblem(found ? t(found, { ns: 'errors' }) : null);
    if (!found) onSave(section);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(isNew ? 'editor.addTitle' : 'editor.editTitle', { type: t(`type.${section.type}`) })}
      closeLabel={t('cancel')}
      size="lg"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('editor.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {(problem ?? error) && (
          <Notice tone="danger" role="alert">
            {problem ?? error}
          </Notice>
        )}
        <TextField
          label={t('editor.sectionTitle')}
          hint={t('editor.sectionTitleHint', { max: storefrontLimits.titleMaxLength })}
          value={section.title}
          maxLength={storefrontLimits.titleMaxLength}
          onChange={(event) => change({ title: event.target.value })}
        />
        {section.type === 'BANNER' && <BannerFields imageIds={section.imageIds} onChange={(imageIds) => change({ imageIds })} />}
        {section.type === 'SHOWCASE' && <ShowcaseFields catalog={catalog} itemIds={section.itemIds} onChange={(itemIds) => change({ itemIds })} />}
        {section.type === 'CATEGORIES' && <p className={styles.muted}>{t('editor.categoriesHint')}</p>}
        {section.type === 'VIDEO' && (
          <TextField
            label={t('editor.videoUrl')}
            hint={t('editor.videoUrlHint')}
            type="url"
            inputMode="url"
            value={section.url}
            required
            onChange={(event) => change({ url: event.target.value })}
          />
        )}
        {section.type === 'TEXT' && (
          <>
            <RadioGroup
              legend={t('editor.format')}
              name={`${formId}-format`}
              value={section.format}
              options={[
                { value: 'PLAIN', label: t('editor.plain') },
                { value: 'RICH', label: t('editor.rich') },
              ]}
              onChange={(format) => change({ format })}
            />
            {section.format === 'RICH' ? (
              <RichTextEditor
                label={t('editor.body')}
                value={section.body}
                onChange={(body) => change({ body })}
                hint={t('editor.richBodyHint', { max: maxText })}
              />
            ) : (
              <TextAreaField
                label={t('editor.body')}
                hint={t('editor.bodyHint', { max: maxText })}
                value={section.body}
                rows={6}
                maxLength={storefrontLimits.textMaxLength}
                onChange={(event) => change({ body: event.target.value })}
              />
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}

/** The error code the server would answer for what the form can see, or null. */
function problemOf(section: StorefrontSection): string | null {
  if (section.type === 'BANNER' && section.imageIds.length === 0) return 'STOREFRONT_BANNER_MISSING';
  if (section.type === 'SHOWCASE' && section.itemIds.length === 0) return 'STOREFRONT_SECTION_INVALID';
  if (section.type === 'SHOWCASE' && section.itemIds.length > storefrontLimits.maxProductsPerShowcase) return 'STOREFRONT_SHOWCASE_TOO_MANY_PRODUCTS';
  if (section.type === 'VIDEO' && !storefrontVideoOf(section.url)) return 'STOREFRONT_VIDEO_URL_INVALID';
  return null;
}

function BannerFields({ imageIds, onChange }: { imageIds: string[]; onChange: (imageIds: string[]) => void }) {
  const { t } = useStorefrontTranslation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputId = useId();
  const upload = useUploadBannerImage({
    onSuccess: (image) => {
      setUploadError(null);
      onChange([...imageIds, image.imageId]);
    },
    onError: (error) => setUploadError(serverErrorText(t, error)),
  });
  const full = imageIds.length >= storefrontLimits.maxBannerImages;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('editor.images', { max: storefrontLimits.maxBannerImages })}</legend>
      {imageIds.length > 0 && (
        <ul className={styles.thumbs}>
          {imageIds.map((imageId, index) => (
            <li key={imageId} className={styles.thumb}>
              <img src={storefrontBannerImageUrl(imageId)} alt={t('view.bannerAlt', { n: index + 1 })} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(imageIds.filter((id) => id !== imageId))}
                aria-label={t('editor.removeImage', { n: index + 1 })}
              >
                {t('sections.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className={styles.uploadLabel}>
        {t('editor.upload')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={storefrontBannerMediaTypes.join(',')}
        disabled={full || upload.isPending}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          // Told at once rather than after sending 20 MB: the server refuses it the same way.
          if (file.size > storefrontLimits.bannerImageMaxBytes) setUploadError(t('STOREFRONT_BANNER_TOO_LARGE', { ns: 'errors' }));
          else upload.mutate(file);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.muted}>
        {upload.isPending ? t('editor.uploading') : t('editor.uploadHint')}
      </p>
      {uploadError && (
        <Notice tone="danger" role="alert">
          {uploadError}
        </Notice>
      )}
    </fieldset>
  );
}

function ShowcaseFields({ catalog, itemIds, onChange }: { catalog: StorefrontCatalog | null; itemIds: string[]; onChange: (itemIds: string[]) => void }) {
  const { t } = useStorefrontTranslation();
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  if (!catalog) return <p className={styles.muted}>{t('loading')}</p>;
  const chosen = new Set(itemIds);
  const full = itemIds.length >= storefrontLimits.maxProductsPerShowcase;
  const needle = keyword.trim().toLowerCase();
  const shown = catalog.products.filter((product) => !needle || product.name.toLowerCase().includes(needle) || product.itemId.toLowerCase().includes(needle));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('editor.products', { count: itemIds.length, max: storefrontLimits.maxProductsPerShowcase })}</legend>
      <TextField label={t('editor.search')} type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <ul className={styles.pickList}>
        {shown.map((product) => (
          <li key={product.itemId}>
            <Checkbox
              label={
                <span className={styles.pickLabel}>
                  <span>{product.name}</span>
                  <span className={styles.muted}>
                    {formatNumber(product.price, { prefix: 'Rp', lang })}
                    {!product.active && ` · ${t('catalog.inactive')}`}
                    {product.hidden && ` · ${t('catalog.hiddenShort')}`}
                  </span>
                </span>
              }
              checked={chosen.has(product.itemId)}
              disabled={!chosen.has(product.itemId) && full}
              onChange={(event) => onChange(event.target.checked ? [...itemIds, product.itemId] : itemIds.filter((id) => id !== product.itemId))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
