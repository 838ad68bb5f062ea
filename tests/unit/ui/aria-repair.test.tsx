/** The ARIA repairs of Arco markup: applied on mount, again when the markup changes, never in a loop. */
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { type AriaRepair, PAGINATION_REPAIRS, TAB_REPAIRS, useAriaRepair } from '@/ui/aria-repair';

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
