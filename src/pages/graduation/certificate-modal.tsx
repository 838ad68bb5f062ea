/**
 * 分配证书编号: numbers for the selected graduates by the rule (学校代码 + 办学类型 + 年份 + 层次 +
 * 顺序号), continuing after the highest number saved this year or from a start the operator sets.
 * The batch is checked before saving: duplicates and malformed numbers block it, gaps must be
 * acknowledged.
 */
import { Alert, Button, InputNumber, Message, Modal, Space, Spin, Table } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getFsGraduationCertificateRule,
  getGetFsGraduationCertificateRuleQueryKey,
  getListFsGraduationTotalRegistrationsQueryKey,
  saveFsGraduationCertificates,
} from '@/generated/api/graduation/graduation';
import type { GraduationRegistration } from '@/generated/model';
import { LoadFailed } from '@/kit';
import { assignNumbers, checkNumbers } from './certificate-rules';
import { LEVEL } from './graduation-fields';

export function CertificateModal({ rows, onClose }: { rows: GraduationRegistration[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const year = Number(rows[0]?.graduated_at.slice(0, 4)) || new Date().getFullYear();
  const params = { year };
  const rule = useQuery({
    queryKey: getGetFsGraduationCertificateRuleQueryKey(params),
    queryFn: ({ signal }) => getFsGraduationCertificateRule(params, { silent: true }, signal),
  });
  const [start, setStart] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const result = rule.data?.result;
  const assigned = useMemo(
    () => (result ? assignNumbers(rows, result, result.used, start) : []),
    [rows, result, start],
  );
  const check = useMemo(
    () => (result ? checkNumbers(assigned, result, result.used) : { errors: [], gaps: [] }),
    [assigned, result],
  );
  const blocked = check.errors.length > 0;

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await saveFsGraduationCertificates(
        { items: assigned.map(({ id, certificate_no }) => ({ id, certificate_no })) },
        { silent: true },
      );
      Message.success(`已为 ${assigned.length} 名毕业生保存证书编号`);
      await queryClient.invalidateQueries({ queryKey: getListFsGraduationTotalRegistrationsQueryKey() });
      onClose();
    } catch (failure) {
      setError((failure as Error).message || '保存失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  const byId = new Map(rows.map((row) => [row.id, row]));
  return (
    <Modal
      visible
      title={`分配证书编号 · ${rows.length} 名毕业生`}
      style={{ width: 760 }}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!result || blocked} onClick={() => void save()}>
            {check.gaps.length ? '确认断号并保存' : '保存编号'}
          </Button>
        </Space>
      }
    >
      {rule.isPending && <Spin />}
      {rule.isError && (
        <LoadFailed what="证书编号规则" error={rule.error} onRetry={() => void rule.refetch()} />
      )}
      {result && (
        <>
          <Alert
            style={{ marginBottom: 12 }}
            content={`编号规则：学校代码 ${result.school_code} + 办学类型 ${result.type_code} + 年份 ${result.year} + 层次（5 本科，6 专科）+ 6 位顺序号；本年度已保存 ${result.used.length} 个编号。`}
          />
          <Space style={{ marginBottom: 12 }}>
            <span>起始顺序号</span>
            <InputNumber
              aria-label="起始顺序号"
              min={1}
              max={999999}
              precision={0}
              placeholder="接续已用最大号"
              style={{ width: 160 }}
              value={start}
              onChange={(value) => setStart(value || undefined)}
            />
          </Space>
          {check.errors.length > 0 && (
            <Alert
              type="error"
              style={{ marginBottom: 12 }}
              title="存在重号或不合规的编号，不能保存"
              content={check.errors.map((text) => (
                <div key={text}>{text}</div>
              ))}
            />
          )}
          {check.gaps.length > 0 && (
            <Alert
              type="warning"
              style={{ marginBottom: 12 }}
              title="编号有断号，请确认后保存"
              content={check.gaps.map((text) => (
                <div key={text}>{text}</div>
              ))}
            />
          )}
          {error && <Alert type="error" style={{ marginBottom: 12 }} content={error} />}
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ y: 320 }}
            data={assigned}
            columns={[
              { title: '姓名', dataIndex: 'student_name', width: 100 },
              {
                title: '层次',
                width: 80,
                render: (_, item) => LEVEL[byId.get(item.id)?.level ?? 0]?.text ?? '—',
              },
              { title: '原编号', width: 190, render: (_, item) => byId.get(item.id)?.certificate_no ?? '—' },
              { title: '新编号', dataIndex: 'certificate_no', width: 190 },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
