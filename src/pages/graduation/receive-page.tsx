/**
 * 毕业证领取 (diplomaReceiveST): who collected a certificate and when, with the handwritten signature.
 * 登记领取 asks the server for a signing ticket of this collection and shows the QR code of the
 * existing phone signature page (esignH5?ticket=…); the receiver signs on the phone, the screen polls
 * until the signature arrives, then records the collection (receiver, proxy with ID number, signature).
 */
import { Alert, Button, Form, Input, Message, Modal, Space, Spin, Switch } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  createOwnDiplomaReceipt,
  createOwnDiplomaSignTicket,
  exportOwnDiplomaReceipts,
  getListOwnDiplomaReceiptsQueryKey,
  getOwnDiplomaSignState,
  getGetOwnDiplomaSignStateQueryKey,
  listOwnDiplomaReceipts,
} from '@/generated/api/graduation/graduation';
import type { DiplomaReceipt, DiplomaReceiveBody, ListOwnDiplomaReceiptsParams } from '@/generated/model';
import { CreateOwnDiplomaReceiptBody } from '@/generated/zod/graduation/graduation.zod';
import { type ListColumn, ListPage, PhotoWall, type SearchField, studentColumns, yesNoOptions } from '@/kit';
import { PROFESSION_SEARCH, STUDENT_SEARCH } from './graduation-fields';
import { receiptIssues, signingUrl } from './receipt-rules';
import { LINE_OF_SUFFIX } from '@/lines/line';

const station = LINE_OF_SUFFIX.ST.nouns.station;

const LIST = {
  queryKey: getListOwnDiplomaReceiptsQueryKey,
  fetcher: listOwnDiplomaReceipts,
};
const SEARCH: SearchField[] = [
  STUDENT_SEARCH,
  PROFESSION_SEARCH,
  { type: 'select', field: 'received', label: '领取状态', options: yesNoOptions('已领取', '未领取') },
];
const COLUMNS: ListColumn<DiplomaReceipt>[] = [
  ...studentColumns<DiplomaReceipt>(station),
  { key: 'certificate_no', title: '证书编号', width: 170 },
  {
    key: 'received',
    title: '领取状态',
    width: 90,
    valueType: 'status',
    statusMap: { true: { text: '已领取', color: 'green' }, false: { text: '未领取', color: 'gray' } },
  },
  {
    key: 'receiver',
    title: '领取人',
    width: 130,
    render: (row) => (row.receiver ? `${row.receiver}${row.proxy ? '（代领）' : ''}` : '—'),
  },
  { key: 'received_at', title: '领取时间', width: 170, valueType: 'datetime' },
  { key: 'operator', title: '发放人', width: 90 },
];
const POLL_MS = 2000;

/** The QR code of the phone signature page, drawn by the lazily loaded qrcode library. */
function SigningCode({ url }: { url: string }) {
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 320 }))
      .then((data) => live && setImage(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed) return <Alert type="warning" content={`二维码生成失败，请在手机浏览器打开：${url}`} />;
  if (!image) return <Spin tip="正在生成二维码…" />;
  return <img src={image} alt="手机扫码签名" width={200} height={200} />;
}

function ReceiveModal({
  row,
  onClose,
  onDone,
}: {
  row: DiplomaReceipt;
  onClose: () => void;
  onDone: () => void;
}) {
  const [receiver, setReceiver] = useState(row.student_name);
  const [proxy, setProxy] = useState(false);
  const [idCard, setIdCard] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const ticket = useMutation({ mutationFn: () => createOwnDiplomaSignTicket({ id: row.id }) });
  const code = ticket.data?.result;
  const state = useQuery({
    queryKey: getGetOwnDiplomaSignStateQueryKey({ ticket: code?.ticket ?? '' }),
    queryFn: ({ signal }) =>
      getOwnDiplomaSignState({ ticket: code!.ticket }, { silent: true, loading: false }, signal),
    enabled: !!code,
    refetchInterval: (query) => (query.state.data?.result.signed ? false : POLL_MS),
  });
  const signature = state.data?.result.signed ? state.data.result.signature_url : null;
  const save = useMutation({ mutationFn: (body: DiplomaReceiveBody) => createOwnDiplomaReceipt(body) });

  const submit = () => {
    const body = {
      id: row.id,
      receiver: receiver.trim(),
      proxy,
      ...(proxy ? { id_card: idCard.trim() } : {}),
      signature_url: signature ?? '',
    };
    const found = receiptIssues(body, CreateOwnDiplomaReceiptBody);
    setIssues(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => {
        Message.success(`已登记${row.student_name}的毕业证领取`);
        onDone();
      },
    });
  };

  return (
    <Modal
      visible
      title={`登记领取 · ${row.student_name}（${row.certificate_no}）`}
      style={{ width: 560 }}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            确认领取
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" aria-label="登记领取">
        <Form.Item
          label="领取人"
          required
          validateStatus={issues.receiver ? 'error' : undefined}
          help={issues.receiver}
        >
          <Input aria-label="领取人" value={receiver} maxLength={30} onChange={setReceiver} />
        </Form.Item>
        <Form.Item label="代领">
          <Switch aria-label="代领" checked={proxy} onChange={setProxy} />
        </Form.Item>
        {proxy && (
          <Form.Item
            label="代领人身份证号"
            required
            validateStatus={issues.id_card ? 'error' : undefined}
            help={issues.id_card}
          >
            <Input aria-label="代领人身份证号" value={idCard} maxLength={18} onChange={setIdCard} />
          </Form.Item>
        )}
        <Form.Item
          label="手写签名"
          required
          validateStatus={issues.signature_url ? 'error' : undefined}
          help={issues.signature_url}
        >
          {signature ? (
            <PhotoWall photos={[{ src: signature, title: '领取人签名' }]} size={140} />
          ) : code ? (
            <Space direction="vertical" align="center">
              <SigningCode url={signingUrl(window.location.origin, code.ticket)} />
              <span>请领取人用手机扫码签名，签名后此处自动显示（有效期至 {code.expiresAt}）</span>
            </Space>
          ) : (
            <Button loading={ticket.isPending} onClick={() => ticket.mutate()}>
              生成签名二维码
            </Button>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReceivePage() {
  const [open, setOpen] = useState<DiplomaReceipt>();
  const queryClient = useQueryClient();
  return (
    <>
      <ListPage<DiplomaReceipt, ListOwnDiplomaReceiptsParams>
        list={LIST}
        rowKey="id"
        search={SEARCH}
        columns={COLUMNS}
        rowActions={[
          {
            key: 'receive',
            label: '登记领取',
            perm: 'edit',
            hidden: (row) => row.received,
            onClick: (row) => setOpen(row),
          },
        ]}
        exportFile={exportOwnDiplomaReceipts}
        exportName="毕业证领取名册.xlsx"
        summary={(envelope) => {
          const rows = envelope.result.list;
          const received = rows.filter((row) => row.received).length;
          return `本页已领取 ${received} 人，未领取 ${rows.length - received} 人`;
        }}
      />
      {open && (
        <ReceiveModal
          key={open.id}
          row={open}
          onClose={() => setOpen(undefined)}
          onDone={() => {
            setOpen(undefined);
            void queryClient.invalidateQueries({ queryKey: getListOwnDiplomaReceiptsQueryKey() });
          }}
        />
      )}
    </>
  );
}
