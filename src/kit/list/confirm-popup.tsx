/**
 * A Popconfirm that loads on first click: Arco's Popconfirm brings a focus lock
 * (~8 KiB gz) that a list only needs once someone deletes or disables a row.
 * Until then the button is shown as is; the first click loads and opens it.
 */
import type { PopconfirmProps } from '@arco-design/web-react';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import '../styles';

const Popconfirm = lazy(() => import('@arco-design/web-react/es/Popconfirm'));

interface ConfirmPopupProps {
  title: string;
  onOk: NonNullable<PopconfirmProps['onOk']>;
  children: ReactElement;
}

export function ConfirmPopup({ title, onOk, children }: ConfirmPopupProps) {
  const [armed, setArmed] = useState(false);
  if (!armed) return <span onClick={() => setArmed(true)}>{children}</span>;
  return (
    <Suspense fallback={children}>
      <Popconfirm title={title} onOk={onOk} defaultPopupVisible>
        {children}
      </Popconfirm>
    </Suspense>
  );
}
