import { useNavigate } from 'react-router-dom';
import { useScreenRoute } from '@/access/access-context';
import { closeTab, getTabs } from '@/stores/tabs';

/** Moving between a list and its detail screens (add/edit/view pages). */
export function useScreenNavigation() {
  const navigate = useNavigate();
  const current = useScreenRoute()?.name;
  return {
    /** Opens a route, e.g. open('addStudentPointAE', { id: 12 }). */
    open: (name: string, query?: Record<string, string | number>) => {
      const search = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
        : '';
      void navigate(`/${name}${search}`);
    },
    /** Closes this screen's tab and returns to a list with its last search and page. */
    backTo: (name: string) => {
      const list = getTabs().tabs.find((tab) => tab.name === name);
      if (current) closeTab(current);
      void navigate(`/${name}${list?.search ?? ''}`);
    },
  };
}
