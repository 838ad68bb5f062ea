import { Button, Empty, Input, Space, Tree, type TreeNodeProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tree/style/css.js';
import { useMemo, useState } from 'react';
import { checkState, leafKeys, parentKeys, searchItems, type PermissionItem } from './permission-items';
import styles from './role-config.module.css';

/** Fills the tab below the header, search and footer. */
const treeHeight = () => Math.max(320, window.innerHeight - 390);

/** Buttons in a lighter tone than the menus they belong to. */
const renderTitle = (node: TreeNodeProps) => (
  <span
    className={(node.dataRef as PermissionItem | undefined)?.kind === 'action' ? styles.action : undefined}
  >
    {node.title}
  </span>
);

interface Props {
  items: PermissionItem[];
  /** The checked leaves (buttons, and pages without buttons). */
  leaves: ReadonlySet<string>;
  onChange: (leaves: Set<string>) => void;
  disabled?: boolean;
}

/** The checkable permission tree with search, 全选 / 清空 and 展开全部 / 收起全部. */
export function PermissionTreePanel({ items, leaves, onChange, disabled }: Props) {
  const allLeaves = useMemo(() => leafKeys(items), [items]);
  const leafSet = useMemo(() => new Set(allLeaves), [allLeaves]);
  // groups open, pages closed: the menu first, the buttons of a page on demand
  const groups = useMemo(() => parentKeys(items, ['group']), [items]);
  const [expanded, setExpanded] = useState<string[]>(groups);
  const [term, setTerm] = useState('');
  const search = useMemo(() => searchItems(items, term), [items, term]);
  const { checked } = useMemo(() => checkState(items, leaves), [items, leaves]);

  // a line has ~100 pages × 10 buttons: only the rows in view are rendered
  const virtualList = useMemo(() => ({ height: treeHeight() }), []);
  const filterNode = useMemo(
    () => (search ? (node: TreeNodeProps) => search.visible.has(String(node._key)) : undefined),
    [search],
  );

  const changeTerm = (value: string) => {
    setTerm(value);
    setExpanded(searchItems(items, value)?.expanded ?? groups);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.tools}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder="搜索菜单或按钮"
          aria-label="搜索菜单或按钮"
          value={term}
          onChange={changeTerm}
        />
        <Space wrap>
          <Button size="small" disabled={disabled} onClick={() => onChange(new Set(allLeaves))}>
            全选
          </Button>
          <Button size="small" disabled={disabled} onClick={() => onChange(new Set())}>
            清空
          </Button>
          <Button size="small" onClick={() => setExpanded(parentKeys(items))}>
            展开全部
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            收起全部
          </Button>
        </Space>
      </div>
      {search?.visible.size === 0 ? (
        <Empty description={`没有与「${term.trim()}」匹配的菜单或按钮`} />
      ) : (
        <Tree
          className={styles.tree}
          checkable
          blockNode
          animation={false}
          actionOnClick="check"
          checkedStrategy={Tree.SHOW_ALL}
          treeData={items}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={setExpanded}
          onCheck={(keys) => !disabled && onChange(new Set(keys.filter((key) => leafSet.has(key))))}
          virtualListProps={virtualList}
          filterNode={filterNode}
          renderTitle={renderTitle}
        />
      )}
    </div>
  );
}
