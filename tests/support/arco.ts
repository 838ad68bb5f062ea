/**
 * Arco's Select, Cascader and DatePicker driven as staff use them, for component tests: open the
 * control, click the option by its name (or type the date and press Enter). The control is named
 * by its form item's label, by its accessible name (aria-label), or given as an element. Controls
 * whose code loads on first render (src/kit/fields/lazy-pickers.tsx) are waited for.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

type Name = string | RegExp;

const reads = (text: string | null | undefined, name: Name) =>
  typeof name === 'string' ? text?.trim() === name : name.test(text?.trim() ?? '');

/** The form item (`.arco-form-item`) of `container` whose label reads `label`. */
export function formItem(container: HTMLElement, label: Name): HTMLElement {
  const item = [...container.querySelectorAll<HTMLElement>('.arco-form-item')].find((candidate) =>
    reads(candidate.querySelector('label')?.textContent, label),
  );
  if (!item) throw new Error(`没有标签为「${String(label)}」的表单项`);
  return item;
}

/** The part of a control to click (`selector`), once it has rendered. */
function partOf(container: HTMLElement, control: Name | HTMLElement, selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    let scope: HTMLElement | null = control instanceof HTMLElement ? control : null;
    if (!scope && !(control instanceof HTMLElement)) {
      scope =
        [...container.querySelectorAll<HTMLElement>('.arco-form-item')].find((item) =>
          reads(item.querySelector('label')?.textContent, control),
        ) ??
        within(container)
          .queryByLabelText(control)
          ?.closest<HTMLElement>('.arco-select, .arco-cascader, .arco-picker') ??
        null;
    }
    const part = scope?.matches(selector) ? scope : scope?.querySelector<HTMLElement>(selector);
    if (!part) throw new Error(`「${String(control)}」里没有 ${selector}`);
    return part;
  });
}

/**
 * Opens a Select and clicks each of `options` (several for a multiple select), found by their
 * accessible names as staff read them.
 */
export async function chooseOption(
  container: HTMLElement,
  control: Name | HTMLElement,
  ...options: Name[]
): Promise<void> {
  fireEvent.click(await partOf(container, control, '.arco-select-view'));
  for (const option of options) {
    const found = await screen.findByRole('option', { name: option });
    // a multiple select listens on the option inside its wrapper
    fireEvent.click(found.querySelector('.arco-select-option') ?? found);
  }
}

/** Opens a Cascader and walks it down `path` (广东省 → 广州市 → 海珠区). */
export async function chooseCascade(
  container: HTMLElement,
  control: Name | HTMLElement,
  ...path: string[]
): Promise<void> {
  fireEvent.click(await partOf(container, control, '.arco-cascader-view'));
  for (const name of path) {
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.arco-cascader-list-item')].find(
        (candidate) => candidate.textContent?.trim() === name,
      );
      if (!found) throw new Error(`级联选择里没有「${name}」`);
      return found;
    });
    // an item reacts on its label
    fireEvent.click(item.querySelector('.arco-cascader-list-item-label') ?? item);
  }
}

/** Types `value` (2026-03-09) into a DatePicker and presses Enter. */
export async function pickDate(
  container: HTMLElement,
  control: Name | HTMLElement,
  value: string,
): Promise<void> {
  const input = await partOf(container, control, '.arco-picker input');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
}
