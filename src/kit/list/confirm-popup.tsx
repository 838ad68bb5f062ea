/**
 * A Popconfirm that loads on first click: Arco's Popconfirm brings a focus lock
 * (~8 KiB gz) that a list only needs once someone deletes or disables a row.
 * Until then the button is shown as is; the first click loads and opens it.
 *
 * It opens once mounted, never from its first render: under React's development double mount
 * (<StrictMode>, `npm start`) Arco's popup portal removes its container when it is unmounted for
 * the test and draws into it no more, so a popup visible from the start stayed out of the page
 * (the third click opened it). Opened after mounting, the portal is drawn again, as for a click.
 */
import type { PopconfirmProps } from '@arco-design/web-react';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import '../styles';

const Popconfirm = lazy(() => import('@arco-design/web-react/es/Popconfirm'));

interface ConfirmPopupProps {
  title: string;
  onOk: NonNullable<PopconfirmProps['onOk']>;
  children: ReactElement;
}

/** The Popconfirm, opened as soon as it has mounted; then it opens and closes as Arco's does. */
function OpenedPopconfirm({ title, onOk, children }: ConfirmPopupProps) {
  const [open, setOpen] = useState(false);
  // the frame after mounting (also after <StrictMode>'s second mount)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Popconfirm title={title} onOk={onOk} popupVisible={open} onVisibleChange={setOpen}>
      {children}
    </Popconfirm>
  );
}

export function ConfirmPopup(props: ConfirmPopupProps) {
  const [armed, setArmed] = useState(false);
  if (!armed) return <span onClick={() => setArmed(true)}>{props.children}</span>;
  return (
    <Suspense fallback={props.children}>
      <OpenedPopconfirm {...props} />
    </Suspense>
  );
}
