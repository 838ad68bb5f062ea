import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordForm } from '@/pages/personal-info/password-form';
import { getSession } from '@/session/session';
import { logout } from '../session-actions';

/** isPwdInitial = 1: the initial password must be changed before anything else (cannot be dismissed). */
export function ForcedPasswordChange() {
  const navigate = useNavigate();
  const [required, setRequired] = useState(() => getSession('isPwdInitial') === 1);
  return (
    <Modal
      title="请先修改初始密码"
      visible={required}
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
      <PasswordForm onDone={() => setRequired(false)} />
    </Modal>
  );
}
