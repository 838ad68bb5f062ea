/** The password dialogs of the shell, loaded when one opens (the shell itself carries no Modal or Form). */
import { Button, Modal } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { PasswordForm } from '@/pages/personal-info';
import { logout } from '../session-actions';

/** 修改密码 from the user menu. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="修改密码" visible footer={null} onCancel={onClose} unmountOnExit>
      <PasswordForm onDone={onClose} />
    </Modal>
  );
}

/** isPwdInitial = 1: the initial password must be changed before anything else (cannot be dismissed). */
export function ForcedPasswordDialog({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      title="请先修改初始密码"
      visible
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={
        <Button
          type="text"
          onClick={async () => {
            await logout();
            void navigate('/', { replace: true });
          }}
        >
          退出登录
        </Button>
      }
    >
      <p style={{ marginTop: 0, color: 'var(--color-text-2)' }}>
        为了账号安全，首次登录须修改初始密码后才能继续使用。
      </p>
      <PasswordForm onDone={onDone} />
    </Modal>
  );
}
