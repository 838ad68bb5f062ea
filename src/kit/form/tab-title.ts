import { useEffect } from 'react';
import { useScreenRoute } from '@/access/access-context';
import { setTabTitle } from '@/stores/tabs';

/** The screen's title on its tab and in the breadcrumb, e.g. 编辑学生 on the 新增学生 route editing a student. */
export function useTabTitle(title: string) {
  const name = useScreenRoute()?.name;
  useEffect(() => {
    if (name) setTabTitle(name, title);
  }, [name, title]);
}
