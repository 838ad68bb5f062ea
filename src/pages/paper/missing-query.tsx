import { Button } from '@arco-design/web-react';
import { StatusResult } from '@/ui/status-result';

/** A detail screen opened without its query: which list to open it from, and the way back. */
export function MissingQuery({ list, onBack }: { list: string; onBack: () => void }) {
  return (
    <StatusResult
      status="warning"
      title="缺少要打开的记录"
      subTitle={`请从「${list}」列表中选择一条记录打开本页。`}
      extra={
        <Button type="primary" onClick={onBack}>
          返回{list}
        </Button>
      }
    />
  );
}
