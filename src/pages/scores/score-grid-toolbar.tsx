/**
 * The score grid's toolbar and its problem list. Memoised with plain props: typing into a cell
 * re-renders them only when what they show changes (the status line, a count, a problem).
 */
import { Button, Space } from '@arco-design/web-react';
import { memo } from 'react';
import styles from './score-entry.module.css';

/** Problems listed under the toolbar; the rest are counted. */
const LISTED = 8;

export interface ToolbarProps {
  heading: string;
  status: string;
  /** The status line tells of a problem (shown in red). */
  bad: boolean;
  locked: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canSave: boolean;
  canSubmit: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onLog: () => void;
  onSave: () => void;
  onSubmit: () => void;
}

export const GridToolbar = memo(function GridToolbar(props: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <span>{props.heading}</span>
      <span className={`${styles.status} ${props.bad ? styles.statusBad : ''}`} role="status">
        {props.status}
      </span>
      <Space>
        {!props.locked && (
          <>
            <Button disabled={!props.canUndo} onClick={props.onUndo}>
              撤销
            </Button>
            <Button disabled={!props.canRedo} onClick={props.onRedo}>
              重做
            </Button>
          </>
        )}
        <Button onClick={props.onLog}>修改记录</Button>
        {!props.locked && (
          <>
            <Button disabled={!props.canSave} onClick={props.onSave}>
              保存
            </Button>
            <Button type="primary" disabled={!props.canSubmit} onClick={props.onSubmit}>
              提交
            </Button>
          </>
        )}
      </Space>
    </div>
  );
});

export interface Problem {
  uuid: string;
  row: number;
  col: number;
  text: string;
}

/** Each row's problem as a link to its cell: errors reachable without a mouse over a tooltip. */
interface ProblemListProps {
  problems: readonly Problem[];
  onJump: (problem: Problem) => void;
}

/** The same problems, in the same order, with the same texts. */
export const sameProblems = (a: readonly Problem[], b: readonly Problem[]) =>
  a.length === b.length &&
  a.every((problem, index) => {
    const other = b[index]!;
    return problem.uuid === other.uuid && problem.col === other.col && problem.text === other.text;
  });

export const ProblemList = memo(function ProblemList({ problems, onJump }: ProblemListProps) {
  if (!problems.length) return null;
  return (
    <ol className={styles.problems} aria-label="需要处理的成绩">
      {problems.slice(0, LISTED).map((problem) => (
        <li key={problem.uuid}>
          <button type="button" onClick={() => onJump(problem)}>
            {problem.text}
          </button>
        </li>
      ))}
      {problems.length > LISTED && <li>另有 {problems.length - LISTED} 行</li>}
    </ol>
  );
});
