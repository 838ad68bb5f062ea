import '@arco-design/web-react/es/Tooltip/style/css.js';
import { Button, Tooltip } from '@arco-design/web-react';
import {
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconRedo,
  IconUndo,
  IconUnorderedList,
} from '@arco-design/web-react/icon';
import type { Editor } from '@tiptap/react';
import { Fragment, type ReactNode } from 'react';
import styles from './message.module.css';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

interface Tool {
  key: keyof ToolbarState | 'undo' | 'redo';
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  disabled?: (state: ToolbarState) => boolean;
}

/** Buttons in groups (a divider between groups); `key` doubles as the active-state flag. */
const GROUPS: Tool[][] = [
  [
    { key: 'bold', label: '加粗', icon: <IconBold />, run: (e) => e.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      label: '斜体',
      icon: <IconItalic />,
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
  ],
  [
    {
      key: 'h2',
      label: '二级标题',
      icon: <IconH2 />,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: '三级标题',
      icon: <IconH3 />,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      key: 'bulletList',
      label: '无序列表',
      icon: <IconUnorderedList />,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: '有序列表',
      icon: <IconOrderedList />,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ],
  [{ key: 'link', label: '链接', icon: <IconLink />, run: () => undefined }],
  [
    {
      key: 'undo',
      label: '撤销',
      icon: <IconUndo />,
      run: (e) => e.chain().focus().undo().run(),
      disabled: (s) => !s.canUndo,
    },
    {
      key: 'redo',
      label: '重做',
      icon: <IconRedo />,
      run: (e) => e.chain().focus().redo().run(),
      disabled: (s) => !s.canRedo,
    },
  ],
];

export function RichTextToolbar({
  editor,
  state,
  onLink,
}: {
  editor: Editor;
  state: ToolbarState;
  onLink: () => void;
}) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式">
      {GROUPS.map((group, index) => (
        <Fragment key={group[0].key}>
          {index > 0 && <span className={styles.divider} />}
          {group.map((tool) => {
            const active = tool.key in state && state[tool.key as keyof ToolbarState] === true;
            return (
              <Tooltip key={tool.key} content={tool.label} mini>
                <Button
                  size="mini"
                  type={active ? 'secondary' : 'text'}
                  status={active ? undefined : 'default'}
                  icon={tool.icon}
                  aria-label={tool.label}
                  aria-pressed={tool.key === 'undo' || tool.key === 'redo' ? undefined : active}
                  disabled={tool.disabled?.(state)}
                  // keep the selection in the editor while clicking the toolbar
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => (tool.key === 'link' ? onLink() : tool.run(editor))}
                />
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
