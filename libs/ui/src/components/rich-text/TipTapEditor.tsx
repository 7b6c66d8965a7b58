import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { useRichTextTranslation } from './i18n/resources';
import { cspNonce } from '../../styles/content-security';
import { hasRichTextContent } from './sanitize';
import styles from './RichTextEditor.module.css';
import content from './RichText.module.css';

export interface TipTapEditorProps {
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  inputRef?: (element: HTMLElement | null) => void;
  inputId: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

/** Link and image addresses the viewer keeps (sanitize.ts): http(s), mailto, tel and same-site paths. */
const safeUrl = /^(?:https?:\/\/\S+|mailto:\S+|tel:\S+|\/(?!\/)\S*)$/i;
const safeImageUrl = /^(?:https?:\/\/\S+|\/(?!\/)\S*)$/i;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  /** Toggles have a pressed state (aria-pressed); actions do not. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** The formatting state the toolbar shows, read from the editor on every transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

/** The toolbar: one tab stop, arrow keys move between its buttons (WAI-ARIA toolbar pattern). */
function Toolbar({ tools, label, controls }: { tools: Tool[]; label: string; controls: string }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setActive(index);
    buttons.current[index]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={move}>
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={clsx(styles.tool, tool.pressed && styles.pressed)}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          // A disabled action stays reachable with the arrows, so the toolbar never loses its tab stop.
          aria-disabled={tool.disabled || undefined}
          tabIndex={index === active ? 0 : -1}
          onFocus={() => setActive(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}

type Panel = { kind: 'link'; url: string } | { kind: 'image'; url: string; alt: string } | null;

/** The link or image address form under the toolbar (an inline form, so nothing covers the text). */
function AddressPanel({ panel, setPanel, editor }: { panel: NonNullable<Panel>; setPanel: (panel: Panel) => void; editor: Editor }) {
  const { t } = useRichTextTranslation();
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const apply = () => {
    const url = panel.url.trim();
    if (!(panel.kind === 'link' ? safeUrl : safeImageUrl).test(url)) {
      setError(t('invalidUrl'));
      return;
    }
    if (panel.kind === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else editor.chain().focus().setImage({ src: url, alt: panel.alt.trim() }).run();
    setPanel(null);
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className={styles.panel} role="group" aria-label={t(panel.kind)} onKeyDown={keys}>
      <TextField
        label={t(panel.kind === 'link' ? 'linkUrl' : 'imageUrl')}
        hint={t('linkHint')}
        type="url"
        inputMode="url"
        autoFocus
        value={panel.url}
        error={error}
        onChange={(event) => {
          setError(undefined);
          setPanel({ ...panel, url: event.target.value });
        }}
      />
      {panel.kind === 'image' && <TextField label={t('imageAlt')} value={panel.alt} onChange={(event) => setPanel({ ...panel, alt: event.target.value })} />}
      <div className={styles.panelActions}>
        <Button size="sm" onClick={apply}>
          {t(panel.kind === 'link' ? 'applyLink' : 'insertImage')}
        </Button>
        {panel.kind === 'link' && editor.isActive('link') && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setPanel(null);
            }}
          >
            {t('removeLink')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

function EditorWithToolbar({ editor, inputId }: { editor: Editor; inputId: string }) {
  const { t } = useRichTextTranslation();
  const state = useToolbarState(editor);
  const [panel, setPanel] = useState<Panel>(null);
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('bold'),
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      icon: (
        <Icon>
          <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
        </Icon>
      ),
    },
    {
      key: 'italic',
      label: t('italic'),
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
      icon: (
        <Icon>
          <path d="M14 5h-4M14 19h-4M14 5l-4 14" />
        </Icon>
      ),
    },
    {
      key: 'heading2',
      label: t('heading2'),
      pressed: state.heading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
      icon: <span className={styles.glyph}>H2</span>,
    },
    {
      key: 'heading3',
      label: t('heading3'),
      pressed: state.heading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
      icon: <span className={styles.glyph}>H3</span>,
    },
    {
      key: 'bulletList',
      label: t('bulletList'),
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      icon: (
        <Icon>
          <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
        </Icon>
      ),
    },
    {
      key: 'orderedList',
      label: t('orderedList'),
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
      icon: (
        <Icon>
          <path d="M10 6h10M10 12h10M10 18h10M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
        </Icon>
      ),
    },
    {
      key: 'link',
      label: t('link'),
      pressed: state.link,
      run: () => setPanel({ kind: 'link', url: (editor.getAttributes('link')['href'] as string | undefined) ?? '' }),
      icon: (
        <Icon>
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </Icon>
      ),
    },
    {
      key: 'image',
      label: t('image'),
      run: () => setPanel({ kind: 'image', url: '', alt: '' }),
      icon: (
        <Icon>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="9" cy="9" r="2" />
          <path d="m21 15-5-5L5 21" />
        </Icon>
      ),
    },
    {
      key: 'undo',
      label: t('undo'),
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      icon: (
        <Icon>
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </Icon>
      ),
    },
    {
      key: 'redo',
      label: t('redo'),
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
      icon: (
        <Icon>
          <path d="m15 14 5-5-5-5" />
          <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
        </Icon>
      ),
    },
  ];
  return (
    <>
      <Toolbar tools={tools} label={t('toolbar')} controls={inputId} />
      {panel && <AddressPanel panel={panel} setPanel={setPanel} editor={editor} />}
    </>
  );
}

/** The TipTap editor behind `RichTextEditor`, loaded lazily with it. */
export default function TipTapEditor({ value, onChange, disabled, inputRef, inputId, labelId, describedBy, invalid, required }: TipTapEditorProps) {
  const latest = useRef({ onChange, inputRef });
  latest.current = { onChange, inputRef };
  const attributes = {
    id: inputId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    class: clsx(styles.area, content.content),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // No empty paragraph appended after a heading or an image: the HTML is what the author wrote.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    // TipTap adds its base rules as a <style> element: the page's policy applies it only with the nonce.
    injectNonce: cspNonce(),
    onCreate: ({ editor: created }) => latest.current.inputRef?.(created.view.dom),
    onDestroy: () => latest.current.inputRef?.(null),
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      latest.current.onChange(hasRichTextContent(html) ? html : '');
    },
  });

  // The field's attributes follow its props (an error arrives, the hint changes).
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // A value set from outside (an announcement loaded for editing) replaces the content; the author's own typing does not.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && !hasRichTextContent(current))) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={clsx(styles.frame, disabled && styles.disabled)}>
      <EditorWithToolbar editor={editor} inputId={inputId} />
      <EditorContent editor={editor} />
    </div>
  );
}
