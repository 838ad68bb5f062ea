/** The ARIA repairs of Arco markup: applied on mount, again when the markup changes, never in a loop. */
import { Select } from '@arco-design/web-react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type AriaRepair,
  PAGINATION_REPAIRS,
  repairSelectSearchBoxes,
  TAB_REPAIRS,
  useAriaRepair,
} from '@/ui/aria-repair';

function Repaired({ repairs, html }: { repairs: readonly AriaRepair[]; html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useAriaRepair(ref, repairs);
  return <div ref={ref} data-testid="root" dangerouslySetInnerHTML={{ __html: html }} />;
}

describe('useAriaRepair', () => {
  it('puts the tab titles in a tablist and drops an aria-controls naming no panel, again when it comes back', async () => {
    const { getByTestId } = render(
      <Repaired
        repairs={TAB_REPAIRS}
        html={
          '<div class="arco-tabs-header">' +
          '<div class="arco-tabs-header-title" role="tab" aria-controls="panel-0">阅卷进度</div>' +
          '<div class="arco-tabs-header-title" role="tab" aria-controls="panel-1">评分一致性</div>' +
          '</div><div id="panel-0" role="tabpanel"></div>'
        }
      />,
    );
    const root = getByTestId('root');
    const [shown, destroyed] = [...root.querySelectorAll('[role="tab"]')];
    expect(root.querySelector('.arco-tabs-header')?.getAttribute('role')).toBe('tablist');
    expect(shown!.getAttribute('aria-controls')).toBe('panel-0');
    expect(destroyed!.hasAttribute('aria-controls')).toBe(false);
    destroyed!.setAttribute('aria-controls', 'panel-1'); // Arco rendering it again
    await waitFor(() => expect(destroyed!.hasAttribute('aria-controls')).toBe(false));
  });

  it('names the pagination jumper once it appears, and stops writing when nothing differs', async () => {
    const { getByTestId } = render(<Repaired repairs={PAGINATION_REPAIRS} html="" />);
    const root = getByTestId('root');
    let writes = 0;
    new MutationObserver((records) => (writes += records.length)).observe(root, {
      attributes: true,
      subtree: true,
    });
    root.innerHTML =
      '<div class="arco-pagination-option" aria-label="页码"></div><input class="arco-pagination-jumper-input">';
    await waitFor(() => expect(root.querySelector('input')?.getAttribute('aria-label')).toBe('跳至页码'));
    expect(root.querySelector('.arco-pagination-option')?.getAttribute('role')).toBe('group');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toBe(2);
  });
});

describe('repairSelectSearchBoxes', () => {
  const CLASSES = [
    { label: '2025级汉语言文学1班', value: 1 },
    { label: '2025级会计学2班', value: 2 },
  ];
  function Filters() {
    const [shown, setShown] = useState(false);
    return (
      <>
        <Select aria-label="班级" showSearch options={CLASSES} defaultValue={1} />
        <Select aria-label="状态" options={CLASSES} defaultValue={2} />
        <button onClick={() => setShown(true)}>更多</button>
        {shown && <Select aria-label="课程" showSearch options={CLASSES} defaultValue={2} />}
      </>
    );
  }
  const searchBox = (name: string) =>
    screen.getByRole('combobox', { name }).querySelector<HTMLInputElement>('input.arco-select-view-input')!;

  it('takes a searchable select’s hidden search box out of the tab order, for selects that come later too', async () => {
    render(<Filters />);
    const stop = repairSelectSearchBoxes();
    try {
      expect(searchBox('班级').getAttribute('aria-hidden')).toBe('true');
      expect(searchBox('班级').getAttribute('tabindex')).toBe('-1');
      expect(searchBox('状态').getAttribute('tabindex')).toBe('-1'); // Arco's own, left as it is
      act(() => screen.getByRole('button', { name: '更多' }).click());
      await waitFor(() => expect(searchBox('课程').getAttribute('tabindex')).toBe('-1'));
      // the combobox, the tab stop, still puts the focus into its box, which then shows
      act(() => screen.getByRole('combobox', { name: '班级' }).focus());
      expect(document.activeElement).toBe(searchBox('班级'));
      expect(searchBox('班级').hasAttribute('aria-hidden')).toBe(false);
    } finally {
      stop();
    }
  });
});
