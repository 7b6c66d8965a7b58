// Rich text, an entry point of its own (`@seller-portal/ui/rich-text`): the viewer (DOMPurify) for every page that
// shows announcement content, and the editor, whose TipTap loads lazily with the first editor shown.
export { RichText, type RichTextProps } from './components/rich-text/RichText';
export { RichTextEditor, type RichTextEditorProps } from './components/rich-text/RichTextEditor';
export { sanitizeRichText, hasRichTextContent } from './components/rich-text/sanitize';
