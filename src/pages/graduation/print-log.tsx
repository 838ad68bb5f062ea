/**
 * The print log of certificates: before a batch prints, every first print is recorded and every
 * reprint too — a reprint only with a reason, asked here for the certificates already printed.
 */
import { Alert, Input, Message, Modal, Space, Tag } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { createCertificatePrintLog } from '@/generated/api/graduation/graduation';
import { CreateCertificatePrintLogBody } from '@/generated/zod/graduation/graduation.zod';
import { splitReprints, type Printable } from './print-rules';

const REASON = CreateCertificatePrintLogBody.shape.reason.unwrap();
const REASONS = ['打印时卡纸，证书污损作废', '证书信息有误，更正后重打', '学生原证遗失，凭遗失声明补发'];

interface Ask {
  rows: Printable[];
  resolve: (reason: string | null) => void;
}

/** kind: 1 毕业证书，2 学位证书，3 毕业证明书. */
export function usePrintLog(kind: 1 | 2 | 3, templateName: string) {
  const [ask, setAsk] = useState<Ask>();
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string>();
  const sending = useRef(false);

  const askReason = (rows: Printable[]) =>
    new Promise<string | null>((resolve) => {
      setReason('');
      setIssue(undefined);
      setAsk({ rows, resolve });
    });

  /** Records the batch; resolves false when the reason was not given or the log failed. */
  const record = async (rows: Printable[]): Promise<boolean> => {
    if (sending.current || !rows.length) return false;
    const { first, reprints } = splitReprints(rows);
    let text = '';
    if (reprints.length) {
      const given = await askReason(reprints);
      if (given === null) return false;
      text = given;
    }
    sending.current = true;
    try {
      const template_name = templateName;
      if (first.length)
        await createCertificatePrintLog({
          kind,
          ids: first.map((row) => row.id),
          print_type: 1,
          template_name,
        });
      if (reprints.length)
        await createCertificatePrintLog({
          kind,
          ids: reprints.map((row) => row.id),
          print_type: 2,
          reason: text,
          template_name,
        });
      return true;
    } catch {
      Message.error('打印记录保存失败，未打印；请重试');
      return false;
    } finally {
      sending.current = false;
    }
  };

  const close = (value: string | null) => {
    ask?.resolve(value);
    setAsk(undefined);
  };
  const confirm = () => {
    const parsed = REASON.safeParse(reason.trim());
    if (!parsed.success) return setIssue('补打须填写原因（不超过 200 字）');
    close(reason.trim());
  };

  const modal = ask ? (
    <Modal
      visible
      title={`补打 ${ask.rows.length} 张证书`}
      okText="记录并打印"
      onOk={confirm}
      onCancel={() => close(null)}
    >
      <Alert
        type="warning"
        style={{ marginBottom: 12 }}
        content="以下证书已经打印过，再次打印即为补打，将记入补打记录："
      />
      <Space wrap style={{ marginBottom: 12 }}>
        {ask.rows.map((row) => (
          <Tag key={row.id}>
            {row.student_name}（已打印 {row.print_count} 次）
          </Tag>
        ))}
      </Space>
      <Input.TextArea
        aria-label="补打原因"
        placeholder="请输入补打原因"
        maxLength={200}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setIssue(undefined);
        }}
      />
      {issue && (
        <div role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>
          {issue}
        </div>
      )}
      <Space wrap style={{ marginTop: 8 }}>
        {REASONS.map((text) => (
          <Tag key={text} checkable checked={reason === text} onCheck={() => setReason(text)}>
            {text}
          </Tag>
        ))}
      </Space>
    </Modal>
  ) : null;

  return { record, modal };
}
