/**
 * A small rich-text editor (tiptap StarterKit) for notice content. The value is
 * an HTML string; it plugs into the kit's forms as a `custom` field: Arco's
 * Form.Item hands it value / onChange. Loaded lazily (see rich-text-field.tsx).
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { isSafeUrl, sanitizeHtml } from '@/ui/safe-html';
import { LinkModal } from './link-modal';
import { RichTextToolbar, type ToolbarState } from './rich-text-toolbar';
import styles from './message.module.css';

export interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  label?: string;
}

const toolbarState = ({ editor }: { editor: Editor }): ToolbarState => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  link: editor.isActive('link'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

/** The document as the form stores it: '' when empty, without the trailing empty paragraph tiptap keeps as editing room. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

export function RichTextEditor({ value, onChange, label = '正文' }: RichTextProps) {
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const [linkOpen, setLinkOpen] = useState(false);

  // Null while tiptap (re)creates its editor, e.g. when a kept-alive tab is shown again.
  const editor: Editor | null = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isSafeUrl(url),
        },
      }),
    ],
    editorProps: {
      attributes: { class: styles.richText, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => change.current?.(htmlOf(current)),
  });
  const state = useEditorState({ editor, selector: toolbarState });

  // A value from outside (the record loaded, the form reset, a new editor instance) replaces the
  // document; the form echoing back what the editor reported leaves it alone.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || editor.isDestroyed || next === htmlOf(editor)) return;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
  }, [editor, value]);

  if (!editor || !state) return <div className={styles.editorLoading}>编辑器加载中…</div>;

  const applyLink = (href: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  return (
    <div className={styles.editor}>
      <RichTextToolbar editor={editor} state={state} onLink={() => setLinkOpen(true)} />
      <EditorContent editor={editor} className={styles.editorBody} />
      <LinkModal
        visible={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
      />
    </div>
  );
}
