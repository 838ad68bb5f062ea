import { Button, Result } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { getSession } from '@/session/session';

export function HomeShell() {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={`欢迎，${getSession('username') ?? ''}`}
      subTitle="已登录"
      extra={<Button onClick={() => void navigate('/')}>返回登录页</Button>}
    />
  );
}
