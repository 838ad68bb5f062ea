/**
 * Work an earlier visit left unsaved, kept in the browser for the user signed in (src/session/
 * user-storage.ts), offered back: what taking it back restores and sends, then 恢复 or 放弃. Nothing
 * kept is shown in the screen or sent before the user takes it back.
 */
import { Alert, Button, Space } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import { formatDate } from './dates';
import styles from './kept-offer.module.css';
import './styles';

/** 有 3 个成绩上次没有保存（2026-11-27 07:30）: how many and when they were kept, in the school's time. */
export function keptNotice(count: number, noun: string, at: string): string {
  const kept = new Date(at);
  const when = at && !Number.isNaN(kept.getTime()) ? `（${formatDate(kept, true)}）` : '';
  return `有 ${count} 个${noun}上次没有保存${when}`;
}

/** Lines listed before the rest is counted. */
const LISTED = 8;

export interface KeptOfferProps {
  /** What is kept and when, e.g. keptNotice(…) and what taking it back does. */
  notice: string;
  /** What taking it back restores (and sends), one line each. */
  lines: readonly string[];
  /** The button that takes it back, e.g. 恢复 2 个未保存的成绩. */
  restoreLabel: string;
  onRestore: () => void;
  onGiveUp: () => void;
  style?: CSSProperties;
}

export function KeptOffer({ notice, lines, restoreLabel, onRestore, onGiveUp, style }: KeptOfferProps) {
  const more = lines.length - LISTED;
  return (
    <Alert
      style={style}
      type="warning"
      content={
        <>
          {notice}
          {lines.length > 0 && (
            <ul className={styles.lines} aria-label="将恢复的内容">
              {lines.slice(0, LISTED).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
              {more > 0 && <li>另有 {more} 项</li>}
            </ul>
          )}
        </>
      }
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            {restoreLabel}
          </Button>
          <Button size="small" onClick={onGiveUp}>
            放弃
          </Button>
        </Space>
      }
    />
  );
}
