import { Button } from '@arco-design/web-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '@/routes/lazy-screen';
import { StatusResult } from '@/ui/status-result';

interface Props {
  children: ReactNode;
  /** Called before a retry renders the screen again (a chunk that failed to load is loaded again anyway). */
  onRetry?: () => void;
}

/**
 * One screen's error boundary: a failing screen never blanks the shell or the
 * other tabs. A chunk that failed to load is retried by reloading the page:
 * browsers cache a failed module import, so importing it again in place fails again.
 */
export class ScreenBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isLoad = error instanceof ChunkLoadError;
    return (
      <StatusResult
        status="error"
        title={isLoad ? error.message : '页面出错了'}
        subTitle={
          isLoad
            ? '网络异常或系统已更新，请点击重试重新加载页面；如果一直失败，请联系管理员。'
            : '页面显示时发生错误，请重试；如果一直出现，请联系管理员。'
        }
        extra={
          isLoad
            ? [
                <Button key="retry" type="primary" onClick={() => window.location.reload()}>
                  重试
                </Button>,
              ]
            : [
                <Button key="retry" type="primary" onClick={this.retry}>
                  重试
                </Button>,
                <Button key="reload" onClick={() => window.location.reload()}>
                  刷新页面
                </Button>,
              ]
        }
      />
    );
  }
}
