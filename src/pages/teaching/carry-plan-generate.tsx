/** 生成执行计划: a teaching plan, the classes of its grade and the first day, with a preview of what will be created. */
import { Alert, Form, Modal, Select } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import {
  createFsCarryPlan,
  useListFsClassGroups,
  useListFsTeachPlans,
} from '@/generated/api/teaching/teaching';
import type { CarryPlanBody } from '@/generated/model';
import { CreateFsCarryPlanBody } from '@/generated/zod/teaching/teaching.zod';
import { useSingleFlight } from '@/ui/use-single-flight';
import { generationPreview } from './carry-plan';
import { LazyDatePicker, validateWithSchema } from '@/kit';

const META = {
  teach_plan_id: { label: '教学计划', chosen: true },
  class_ids: { label: '班级', chosen: true },
  start_date: { label: '开始日期', chosen: true },
};
const LOOKUP = { request: { silent: true, loading: false } };

export function GenerateCarryPlanModal({
  visible,
  onClose,
  onSaved,
}: {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const once = useSingleFlight();
  const [planId, setPlanId] = useState<number>();
  const [classIds, setClassIds] = useState<number[]>([]);
  const [startDate, setStartDate] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const plans = useListFsTeachPlans({ status: 1, limit: 100 }, { query: { enabled: visible }, ...LOOKUP });
  const plan = plans.data?.result.list.find((item) => item.id === planId);
  const classes = useListFsClassGroups(
    {
      limit: 100,
      status: 1,
      batch_id: plan?.batch_id,
      profession_id: plan?.profession_id,
      level_id: plan?.level_id,
    },
    { query: { enabled: !!plan }, ...LOOKUP },
  );
  const classList = useMemo(() => classes.data?.result.list ?? [], [classes.data]);
  const chosen = classList.filter((group) => classIds.includes(group.id));
  const preview = generationPreview(plan, chosen);

  const reset = () => {
    setPlanId(undefined);
    setClassIds([]);
    setStartDate(undefined);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const save = () =>
    once(async () => {
      const checked = validateWithSchema(
        CreateFsCarryPlanBody,
        { teach_plan_id: planId, class_ids: classIds.length ? classIds : undefined, start_date: startDate },
        META,
      );
      setErrors(checked.errors);
      if (!checked.data) return;
      setSaving(true);
      try {
        await createFsCarryPlan(checked.data as CarryPlanBody);
        onSaved();
        close();
      } catch {
        // the API layer has shown why; the choices stay
      } finally {
        setSaving(false);
      }
    });

  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);
  return (
    <Modal
      title="生成执行计划"
      visible={visible}
      onOk={() => void save()}
      okText="生成"
      okButtonProps={{ disabled: preview.taken.length > 0 }}
      confirmLoading={saving}
      onCancel={close}
      maskClosable={false}
      style={{ width: 640 }}
      unmountOnExit
    >
      <Form layout="vertical" aria-label="生成执行计划">
        <Form.Item
          label="教学计划"
          required
          validateStatus={status('teach_plan_id')}
          help={errors.teach_plan_id}
        >
          <Select
            aria-label="教学计划"
            placeholder="请选择已启用的教学计划"
            loading={plans.isPending && visible}
            options={(plans.data?.result.list ?? []).map((item) => ({ label: item.name, value: item.id }))}
            value={planId}
            onChange={(value: number) => {
              setPlanId(value);
              setClassIds([]);
            }}
            showSearch
          />
        </Form.Item>
        <Form.Item
          label="班级"
          required
          validateStatus={status('class_ids')}
          help={
            errors.class_ids ??
            (plan
              ? `${plan.batch_name} · ${plan.profession_name} · ${plan.level_name}的在读班级`
              : '先选择教学计划')
          }
        >
          <Select
            aria-label="班级"
            mode="multiple"
            placeholder="请选择班级"
            disabled={!plan}
            options={classList.map((group) => ({
              label: `${group.name}（${group.student_count} 人${group.carry_plan_id ? '，已有执行计划' : ''}）`,
              value: group.id,
            }))}
            value={classIds}
            onChange={(value: number[]) => setClassIds(value)}
          />
        </Form.Item>
        <Form.Item
          label="第一学期开始日期"
          required
          validateStatus={status('start_date')}
          help={errors.start_date}
        >
          <LazyDatePicker
            style={{ width: '100%' }}
            placeholder="请选择开始日期"
            value={startDate}
            onChange={(value: string) => setStartDate(value || undefined)}
          />
        </Form.Item>
      </Form>
      {preview.taken.length > 0 ? (
        <Alert type="error" content={`${preview.taken.join('、')}已有执行计划，请取消选择后再生成`} />
      ) : (
        preview.classCount > 0 && (
          <Alert
            type="info"
            content={`将为 ${preview.classCount} 个班级（共 ${preview.studentCount} 名学生）各生成 ${preview.courseCount} 门课程，共 ${preview.arrangements} 条课程安排。`}
          />
        )
      )}
    </Modal>
  );
}
