/** The enabled assessment methods of the line, with their parts, as a form control. */
import { Select, type SelectProps } from '@arco-design/web-react';
import { useListExamAssessments } from '@/generated/api/exam/exam';
import { useExamLine } from './exam-lines';
import { partsText } from './exam-rules';

export function AssessmentSelect(props: SelectProps) {
  const line = useExamLine();
  const methods = useListExamAssessments({ type: line.type, page: 1, limit: 100, status: 1 });
  return (
    <Select
      allowClear
      placeholder={methods.isError ? '考核方式加载失败' : '请选择考核方式'}
      loading={methods.isPending}
      {...props}
      options={(methods.data?.result.list ?? []).map((method) => ({
        label: `${method.name}（${partsText(method.parts)}）`,
        value: method.id,
      }))}
    />
  );
}
