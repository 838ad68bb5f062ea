/** 演示模式 in a corner of every page, with 「重置演示数据」 (asks first, then reloads). */
import { Button, Modal, Tag } from '@arco-design/web-react';
import { createRoot } from 'react-dom/client';
import { resetDemoData } from './store';

function DemoBar() {
  const reset = () =>
    Modal.confirm({
      title: '重置演示数据',
      content: '演示中新增、修改和删除的数据都会清除，恢复为初始的示例数据，确定重置吗？',
      okText: '重置',
      onOk: () => {
        resetDemoData();
        window.location.reload();
      },
    });
  return (
    <div
      role="region"
      aria-label="演示模式"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 2000,
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: '6px 10px',
        background: 'var(--color-bg-2)',
        borderRadius: 4,
        boxShadow: '0 2px 12px rgb(0 0 0 / 15%)',
      }}
    >
      <Tag color="orangered">演示模式</Tag>
      <span style={{ color: 'var(--color-text-2)', fontSize: 12 }}>数据只保存在本机浏览器</span>
      <Button size="mini" onClick={reset}>
        重置演示数据
      </Button>
    </div>
  );
}

export function mountDemoBar(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<DemoBar />);
}
