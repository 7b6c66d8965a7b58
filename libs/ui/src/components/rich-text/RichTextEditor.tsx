import clsx from 'clsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import { useRichTextTranslation } from './i18n/resources';
import styles from './RichTextEditor.module.css';
import { Field, useFieldIds } from '../field/Field';

// TipTap and ProseMirror load with the first editor a page shows, never with the pages around it.
const TipTapEditor = lazy(() => import('./TipTapEditor'));

export interface RichTextEditorProps {
  label: ReactNode;
  /** The content as HTML ('' when empty). */
  value: string;
  /** The new content as HTML, '' when the author emptied it. */
  onChange: (html: string) => void;
  hint?: ReactNode;
  /** Error text; marks the writing area invalid and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The id of the writing area (a `contenteditable` with role textbox). */
  id?: string;
  /** Receives the writing area once the editor has loaded (and null when it goes), so a form can focus it. */
  inputRef?: (element: HTMLElement | null) => void;
  className?: string;
}

/**
 * A rich-text field (TipTap's StarterKit with links, plus images): headings, bold, italic, lists, links and
 * images through an accessible toolbar (role toolbar, arrow keys, aria-pressed), writing HTML that `RichText` shows.
 */
export function RichTextEditor({ label, hint, error, required, id, className, ...editor }: RichTextEditorProps) {
  const { t } = useRichTextTranslation();
  const ids = useFieldIds({ id, hint, error });
  const labelId = `${ids.inputId}-label`;
  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={required} labelId={labelId} className={clsx(error && styles.invalid, className)}>
      <Suspense
        fallback={
          <div className={styles.loading} role="status">
            <Spinner size="sm" decorative />
            <span>{t('loading')}</span>
          </div>
        }
      >
        <TipTapEditor {...editor} inputId={ids.inputId} labelId={labelId} describedBy={ids.describedBy} invalid={Boolean(error)} required={required} />
      </Suspense>
    </Field>
  );
}
