import { Button, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { isSafeUrl } from '@/ui/safe-html';

const INVALID = '链接地址须以 http://、https:// 或 mailto: 开头';

/** 插入链接: an http(s) or mailto address; empty removes the link. */
export function LinkModal({
  visible,
  initial,
  onOk,
  onCancel,
}: {
  visible: boolean;
  initial: string;
  onOk: (href: string) => void;
  onCancel: () => void;
}) {
  return (
    <Modal title="插入链接" visible={visible} footer={null} onCancel={onCancel} unmountOnExit>
      {/* mounted per opening, so it starts from the link under the cursor */}
      <LinkInput initial={initial} onOk={onOk} onCancel={onCancel} />
    </Modal>
  );
}

function LinkInput({
  initial,
  onOk,
  onCancel,
}: {
  initial: string;
  onOk: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = () => {
    const trimmed = href.trim();
    if (trimmed && !isSafeUrl(trimmed)) return setError(INVALID);
    onOk(trimmed);
  };
  // Not a <form>: the modal's React tree sits inside the notice form, and a submit would bubble to it.
  return (
    <div>
      <Input
        autoFocus
        aria-label="链接地址"
        value={href}
        placeholder="https://"
        status={error ? 'error' : undefined}
        onChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        onPressEnter={submit}
      />
      <div role="alert" style={{ minHeight: 22, marginTop: 4, fontSize: 12, color: 'rgb(var(--danger-6))' }}>
        {error}
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
        <span style={{ fontSize: 12, color: 'var(--color-text-3)' }}>留空后确定将移除链接</span>
        <span style={{ display: 'flex', gap: 8 }}>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" onClick={submit}>
            确定
          </Button>
        </span>
      </div>
    </div>
  );
}
