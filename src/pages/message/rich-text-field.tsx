/**
 * The rich-text editor as a form control: tiptap is loaded on demand, so the
 * notice form's own chunk stays small. Form.Item passes value / onChange here.
 */
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './rich-text-editor';
import styles from './message.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<div className={styles.editorLoading}>编辑器加载中…</div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
