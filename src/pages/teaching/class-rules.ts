/** Rules of classes: room left in a class, where students may be transferred to. */
import type { ClassGroup } from '@/generated/model';

/** Why `count` more students cannot join the class, or undefined when they fit. */
export function capacityProblem(
  group: Pick<ClassGroup, 'name' | 'student_count' | 'capacity'>,
  count: number,
): string | undefined {
  const left = Math.max(group.capacity - group.student_count, 0);
  if (count <= left) return undefined;
  return left === 0
    ? `「${group.name}」已满（上限 ${group.capacity} 人），不能再加入学生`
    : `「${group.name}」上限 ${group.capacity} 人，现有 ${group.student_count} 人，最多还能加入 ${left} 人，已选 ${count} 人`;
}

/** Classes students may move to: every class in progress except their own, with the room left. */
export function transferTargets(
  classes: readonly ClassGroup[],
  fromId: number,
): { label: string; value: number }[] {
  return classes
    .filter((group) => group.id !== fromId && group.status === 1)
    .map((group) => ({
      label: `${group.name}（${group.student_count}/${group.capacity} 人）`,
      value: group.id,
    }));
}
