import { IconTool } from '@arco-design/web-react/icon';
import { useScreenRoute } from '@/access/access-context';
import { StatusResult } from '@/ui/status-result';

/** The one shared state of a declared route whose screen is not built yet (see npm run routes:report). */
export function UnderConstruction() {
  const route = useScreenRoute();
  return (
    <StatusResult
      status={null}
      icon={<IconTool style={{ fontSize: 48, color: 'rgb(var(--orange-6))' }} />}
      title="功能建设中"
      subTitle={`「${route?.title ?? '该页面'}」尚未开放，敬请期待。`}
      data-testid="under-construction"
    />
  );
}
