/**
 * Arco's Tabs for screens, with the ARIA it leaves out repaired (src/ui/aria-repair.ts): the
 * titles in a tablist, no aria-controls naming a destroyed panel.
 */
import { Tabs as ArcoTabs, type TabsProps } from '@arco-design/web-react';
import { useRef } from 'react';
import { TAB_REPAIRS, useAriaRepair } from '@/ui/aria-repair';

function RepairedTabs(props: TabsProps) {
  const box = useRef<HTMLDivElement>(null);
  useAriaRepair(box, TAB_REPAIRS);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <ArcoTabs {...props} />
    </div>
  );
}

export const Tabs = Object.assign(RepairedTabs, { TabPane: ArcoTabs.TabPane });
