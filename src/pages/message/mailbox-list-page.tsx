import { useState } from 'react';
import {
  closeFsDeanMailboxLetter,
  exportFsDeanMailboxLetters,
  getListFsDeanMailboxLettersQueryKey,
  listFsDeanMailboxLetters,
} from '@/generated/api/message/message';
import type { DeanMailboxLetter } from '@/generated/model';
import { usePermission } from '@/access/access-context';
import { ListPage, type RowAction } from '@/kit';
import { MailboxDrawer } from './mailbox-drawer';
import { mailboxColumns, mailboxSearch } from './mailbox-fields';

/** 院长信箱 (deanMailboxAE / deanMailboxST): letters from students, answered in a drawer. */
export function MailboxListPage() {
  const { can } = usePermission();
  const [letter, setLetter] = useState({ id: 0, visible: false });
  const show = (row: DeanMailboxLetter) => setLetter({ id: row.id, visible: true });

  const rowActions: RowAction<DeanMailboxLetter>[] = [
    {
      key: 'reply',
      label: '查看并回复',
      perm: 'edit',
      hidden: (row) => row.status === 2,
      onClick: show,
    },
    // reading needs no action: closed letters, or an account that may not reply
    { key: 'view', label: '查看', hidden: (row) => row.status !== 2 && can('edit'), onClick: show },
    {
      key: 'close',
      label: '关闭',
      perm: 'toggle',
      danger: true,
      hidden: (row) => row.status === 2,
      confirm: '关闭后不能再回复，确定不回复直接关闭该来信吗？',
      onClick: (row) => closeFsDeanMailboxLetter({ id: row.id }),
    },
  ];

  return (
    <>
      <ListPage<DeanMailboxLetter, Parameters<typeof listFsDeanMailboxLetters>[0]>
        list={{ queryKey: getListFsDeanMailboxLettersQueryKey, fetcher: listFsDeanMailboxLetters }}
        rowKey="id"
        search={mailboxSearch}
        columns={mailboxColumns}
        rowActions={rowActions}
        exportFile={exportFsDeanMailboxLetters}
        exportName="院长信箱来信.xlsx"
      />
      <MailboxDrawer {...letter} onClose={() => setLetter((current) => ({ ...current, visible: false }))} />
    </>
  );
}
