/**
 * A DBF file exchanged with the exam authority (scores, registrations): read in the browser and
 * shown as a table with Chinese headings for the authority's usual field names, then turned into
 * Excel by the separate DBF transformation service.
 */
import { Alert, Button, Modal, Radio, Space } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { exportDbfAsExcel } from '@/generated/api/scores/scores';
import { DetailTable, saveFile, type ListColumn } from '@/kit';
import { readDbf, type DbfTable, type DbfValue } from '@/kit/dbf';

/** The authority's field names (拼音 initials) as staff read them. */
const LABELS: Record<string, string> = {
  ZKZH: '准考证号',
  XM: '姓名',
  XB: '性别',
  SFZH: '身份证号',
  KCDM: '课程代码',
  KCMC: '课程名称',
  CJ: '成绩',
  KSRQ: '考试日期',
  ZYDM: '专业代码',
  ZYMC: '专业名称',
  BMDD: '报名点',
  KDMC: '考点名称',
};
const MAX_BYTES = 20 * 1024 * 1024;

type Row = Record<string, DbfValue> & { __row: number };

export function DbfViewer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [encoding, setEncoding] = useState<'gbk' | 'utf-8'>('gbk');
  const [table, setTable] = useState<DbfTable>();
  const [error, setError] = useState<string>();
  const [converting, setConverting] = useState(false);

  const read = async (chosen: File, as: 'gbk' | 'utf-8') => {
    setError(undefined);
    setTable(undefined);
    if (chosen.size > MAX_BYTES) return setError('文件超过 20 MB，请分批导出后再查看');
    try {
      setTable(readDbf(await chosen.arrayBuffer(), as));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '文件读取失败');
    }
  };
  const convert = async () => {
    if (!file) return;
    setConverting(true);
    try {
      const blob = await exportDbfAsExcel({ file, encoding });
      saveFile(blob, file.name.replace(/\.dbf$/i, '') + '.xlsx');
    } finally {
      setConverting(false);
    }
  };

  const columns: ListColumn<Row>[] = (table?.fields ?? []).map((field) => ({
    key: field.name as keyof Row & string,
    title: LABELS[field.name] ? `${LABELS[field.name]}（${field.name}）` : field.name,
    width: Math.min(260, Math.max(100, field.length * 10)),
    align: field.type === 'N' || field.type === 'F' ? 'right' : undefined,
    render: (row: Row) => {
      const cell = row[field.name];
      return cell === null || cell === undefined
        ? ''
        : cell === true
          ? '是'
          : cell === false
            ? '否'
            : String(cell);
    },
  }));

  return (
    <Modal
      visible={visible}
      title="查看 DBF 文件"
      onCancel={onClose}
      style={{ width: 1100 }}
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" disabled={!table} loading={converting} onClick={() => void convert()}>
            转换为 Excel
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <input
            ref={input}
            type="file"
            accept=".dbf"
            aria-label="DBF 文件"
            style={{ display: 'none' }}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              setFile(chosen);
              void read(chosen, encoding);
            }}
          />
          <Button icon={<IconUpload />} onClick={() => input.current?.click()}>
            {file ? '换一个文件' : '选择 DBF 文件'}
          </Button>
          <span>文字编码</span>
          <Radio.Group
            type="button"
            value={encoding}
            onChange={(value: 'gbk' | 'utf-8') => {
              setEncoding(value);
              if (file) void read(file, value);
            }}
            options={[
              { label: 'GBK（考试院）', value: 'gbk' },
              { label: 'UTF-8', value: 'utf-8' },
            ]}
          />
        </Space>
        {error && <Alert type="error" content={`${file?.name ?? '文件'}：${error}`} />}
        {table && (
          <Alert
            content={`${file?.name}：${table.fields.length} 个字段，${table.records.length} 条记录${
              table.declared > table.records.length
                ? `（另有 ${table.declared - table.records.length} 条已删除或缺失）`
                : ''
            }${table.updated ? `，文件日期 ${table.updated}` : ''}`}
          />
        )}
        {table && (
          <DetailTable<Row>
            columns={columns}
            rowKey="__row"
            rows={table.records.map((record, index) => ({ ...record, __row: index }))}
          />
        )}
      </Space>
    </Modal>
  );
}
