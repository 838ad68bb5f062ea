/**
 * Arco's <Result> markup and classes (so it looks the same, styled by
 * Result/style), without importing Arco's Result module: that module bundles
 * all three status pictures, and the 500 one alone is 22 KiB gzipped — more
 * than the rest of a screen. The 403 and 404 pictures come with the status
 * pages that show them (src/app/status-pages.tsx, loaded on demand).
 */
import '@arco-design/web-react/es/Result/style/css.js';
import { IconCheck, IconClose, IconExclamation, IconInfo } from '@arco-design/web-react/icon';
import type { HTMLAttributes, ReactNode } from 'react';

/** '403' and '404' have no default picture here: pass it as `icon`. */
export type ResultStatus = 'success' | 'info' | 'warning' | 'error' | '403' | '404';

const ICONS: Partial<Record<ResultStatus, ReactNode>> = {
  success: <IconCheck />,
  info: <IconInfo />,
  warning: <IconExclamation />,
  error: <IconClose />,
};

export interface StatusResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** null: no status colour, show `icon` as is. */
  status: ResultStatus | null;
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

export function StatusResult({
  status,
  icon,
  title,
  subTitle,
  extra,
  className,
  ...rest
}: StatusResultProps) {
  const shown = icon ?? (status ? ICONS[status] : null);
  const classes = ['arco-result', status ? `arco-result-is-${status}` : '', className ?? ''].filter(Boolean);
  return (
    <div className={classes.join(' ')} {...rest}>
      {shown && (
        <div className="arco-result-icon">
          <span
            className={`arco-result-icon-tip ${status ? `arco-result-icon-${status}` : 'arco-result-icon-custom'}`}
          >
            {shown}
          </span>
        </div>
      )}
      {title && <div className="arco-result-title">{title}</div>}
      {subTitle && <div className="arco-result-subtitle">{subTitle}</div>}
      {extra && <div className="arco-result-extra">{extra}</div>}
    </div>
  );
}
