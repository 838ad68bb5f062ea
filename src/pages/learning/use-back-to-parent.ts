import { useScreenRoute } from '@/access/access-context';
import { useScreenNavigation } from '@/kit';

/** 关闭 for a record screen reached from a student list: back to that list's search and page. */
export function useBackToParent(): (() => void) | undefined {
  const parent = useScreenRoute()?.parent;
  const { backTo } = useScreenNavigation();
  return parent ? () => backTo(parent) : undefined;
}
