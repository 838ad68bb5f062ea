import { Button } from '@arco-design/web-react';
import Image403 from '@arco-design/web-react/es/Result/403';
import Image404 from '@arco-design/web-react/es/Result/404';
import { useNavigate } from 'react-router-dom';
import { StatusResult } from '@/ui/status-result';

function StatusPage({ status, title, subTitle }: { status: '403' | '404'; title: string; subTitle: string }) {
  const navigate = useNavigate();
  return (
    <StatusResult
      status={status}
      icon={status === '403' ? <Image403 /> : <Image404 />}
      title={title}
      subTitle={subTitle}
      extra={<Button onClick={() => void navigate('/home')}>返回首页</Button>}
    />
  );
}

export function NotFound() {
  return <StatusPage status="404" title="页面不存在" subTitle="您访问的页面不存在或已被移除" />;
}

export function Forbidden() {
  return (
    <StatusPage
      status="403"
      title="没有权限"
      subTitle="当前账号没有访问该页面的权限，如需开通请联系管理员。"
    />
  );
}
