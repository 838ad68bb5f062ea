import { Button } from '@arco-design/web-react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { NotFound } from './status-pages';
import { StatusResult } from '@/ui/status-result';

/** Route error boundary: a page that fails to render never leaves a white screen. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <StatusResult
      status="error"
      title="页面出错了"
      subTitle="页面加载或显示时发生错误，请重试；如果一直出现，请联系管理员。"
      extra={[
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>,
        <Button key="home" onClick={() => void navigate('/home')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
