/**
 * The print log of certificates: before a batch prints, every first print is recorded and every
 * reprint too — a reprint only with a reason, asked (the kit's reason dialog) for the certificates
 * already printed.
 */
import { Message, Space, Tag } from '@arco-design/web-react';
import { useRef } from 'react';
import { createCertificatePrintLog } from '@/generated/api/graduation/graduation';
import { CreateCertificatePrintLogBody } from '@/generated/zod/graduation/graduation.zod';
import { ReasonCancelled, useReasonDialog } from '@/kit';
import { splitReprints, type Printable } from './print-rules';

const REASON = CreateCertificatePrintLogBody.shape.reason.unwrap();
const REASONS = ['打印时卡纸，证书污损作废', '证书信息有误，更正后重打', '学生原证遗失，凭遗失声明补发'];
const LOG_FAILED = '打印记录保存失败，未打印；请重试';

/** kind: 1 毕业证书，2 学位证书，3 毕业证明书; the template printed with (its saved version, if any). */
export function usePrintLog(kind: 1 | 2 | 3, template: { name: string; version?: number }) {
  const dialog = useReasonDialog();
  const sending = useRef(false);

  /** Records the batch; resolves false when the reason was not given or the log failed. */
  const record = async (rows: Printable[]): Promise<boolean> => {
    if (sending.current || !rows.length) return false;
    const { first, reprints } = splitReprints(rows);
    const log = (ids: Printable[], print_type: 1 | 2, reason?: string) =>
      createCertificatePrintLog({
        kind,
        ids: ids.map((row) => row.id),
        print_type,
        ...(reason ? { reason } : {}),
        template_name: template.name,
        ...(template.version ? { template_version: template.version } : {}),
      });
    // a retry after a failed reprint log does not record the first prints twice
    let firstLogged = !first.length;
    const logFirst = async () => {
      if (firstLogged) return;
      await log(first, 1);
      firstLogged = true;
    };
    sending.current = true;
    try {
      if (!reprints.length) await logFirst();
      else
        await dialog.ask({
          title: `补打 ${reprints.length} 张证书`,
          warning: '以下证书已经打印过，再次打印即为补打，将记入补打记录：',
          details: (
            <Space wrap style={{ marginBottom: 12 }}>
              {reprints.map((row) => (
                <Tag key={row.id}>
                  {row.student_name}（已打印 {row.print_count} 次）
                </Tag>
              ))}
            </Space>
          ),
          label: '补打原因',
          requiredMessage: '补打须填写原因（不超过 200 字）',
          schema: REASON,
          reasons: REASONS,
          okText: '记录并打印',
          send: async (reason) => {
            try {
              await logFirst();
              await log(reprints, 2, reason);
            } catch {
              throw new Error(LOG_FAILED); // shown in the dialog, the reason kept for another try
            }
          },
        });
      return true;
    } catch (error) {
      if (!(error instanceof ReasonCancelled)) Message.error(LOG_FAILED);
      return false;
    } finally {
      sending.current = false;
    }
  };

  return { record, modal: dialog.element };
}
