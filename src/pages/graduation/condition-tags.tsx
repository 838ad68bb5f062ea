import { Space, Tag, Tooltip } from '@arco-design/web-react';
import type { ConditionCheck } from './graduation-rules';

/** Checked conditions as tags: green when met, red when not; what was found in the tooltip. */
export function ConditionTags({ checks }: { checks: ConditionCheck[] }) {
  return (
    <Space size={4} wrap>
      {checks.map((check) => (
        <Tooltip key={check.key} content={check.detail}>
          <Tag color={check.ok ? 'green' : 'red'} aria-label={`${check.label}：${check.detail}`}>
            {check.ok ? '✓' : '✗'} {check.label}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
