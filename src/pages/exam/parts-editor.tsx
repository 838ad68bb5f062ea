/** The parts of an assessment method (平时成绩 30% …) edited as rows, with the running total. */
import { Button, Input, InputNumber, Space, Typography } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ExamAssessmentPart } from '@/generated/model';
import { weightIssue, weightTotal } from './exam-rules';

const MAX_PARTS = 6;

interface Props {
  value?: ExamAssessmentPart[];
  onChange?: (parts: ExamAssessmentPart[]) => void;
}

export function PartsEditor({ value = [], onChange }: Props) {
  const change = (index: number, part: Partial<ExamAssessmentPart>) =>
    onChange?.(value.map((current, at) => (at === index ? { ...current, ...part } : current)));
  const issue = value.length ? weightIssue(value) : undefined;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {value.map((part, index) => (
        <Space key={index} size={8}>
          <Input
            aria-label={`第 ${index + 1} 项名称`}
            placeholder="如 平时成绩"
            maxLength={20}
            style={{ width: 220 }}
            value={part.name}
            onChange={(name) => change(index, { name })}
          />
          <InputNumber
            aria-label={`第 ${index + 1} 项权重`}
            min={1}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: 120 }}
            value={part.weight}
            onChange={(weight) => change(index, { weight })}
          />
          <Button
            aria-label={`删除第 ${index + 1} 项`}
            icon={<IconDelete />}
            disabled={value.length === 1}
            onClick={() => onChange?.(value.filter((_, at) => at !== index))}
          />
        </Space>
      ))}
      <Space size={16}>
        <Button
          icon={<IconPlus />}
          disabled={value.length >= MAX_PARTS}
          onClick={() => onChange?.([...value, { name: '', weight: Math.max(1, 100 - weightTotal(value)) }])}
        >
          添加组成部分
        </Button>
        <Typography.Text type={issue ? 'error' : 'success'}>
          {issue ?? `权重合计 ${weightTotal(value)}%`}
        </Typography.Text>
      </Space>
    </Space>
  );
}
