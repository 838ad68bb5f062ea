/**
 * Repairs of the ARIA markup Arco renders and its props cannot reach (axe / Lighthouse: tab titles
 * outside a tablist, sub-menu headers without a role, the pagination's unnamed jumper).
 * Each repair sets what is missing on the elements of one container, again whenever the container
 * changes; it writes only what differs, so its own writes do not call it again.
 */
import { type RefObject, useEffect } from 'react';

export interface AriaRepair {
  selector: string;
  /** Attributes to set (a value) or remove (null). */
  attributes: Record<string, string | null>;
  /** Only on the elements this holds for. */
  when?: (element: Element) => boolean;
}

function repair(root: Element, repairs: readonly AriaRepair[]) {
  for (const { selector, attributes, when } of repairs)
    for (const element of root.querySelectorAll(selector)) {
      if (when && !when(element)) continue;
      for (const [name, value] of Object.entries(attributes)) {
        if (value === null) element.removeAttribute(name);
        else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    }
}

/** Keeps `repairs` applied inside the element of `ref` (the repairs must be a constant). */
export function useAriaRepair(ref: RefObject<HTMLElement | null>, repairs: readonly AriaRepair[]) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repair(root, repairs);
    const names = [...new Set(repairs.flatMap((item) => Object.keys(item.attributes)))];
    const observer = new MutationObserver(() => repair(root, repairs));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: names });
    return () => observer.disconnect();
  }, [ref, repairs]);
}

/**
 * Tabs: the titles (role="tab") sit in a tablist; an aria-controls naming a panel that is not
 * there (a hidden panel is destroyed) goes.
 */
export const TAB_REPAIRS: readonly AriaRepair[] = [
  { selector: '.arco-tabs-header', attributes: { role: 'tablist' } },
  {
    selector: '.arco-tabs-header-title[aria-controls]',
    attributes: { 'aria-controls': null },
    when: (tab) => !document.getElementById(tab.getAttribute('aria-controls') ?? ''),
  },
];

/**
 * The side menu: a sub-menu's header (a div with aria-expanded inside role="menu") is the
 * menuitem that opens its group.
 */
export const MENU_REPAIRS: readonly AriaRepair[] = [
  { selector: '.arco-menu-inline-header', attributes: { role: 'menuitem' } },
];

/** The pagination: the page-size wrapper is a named group, the 前往 box is named. */
export const PAGINATION_REPAIRS: readonly AriaRepair[] = [
  { selector: '.arco-pagination-option[aria-label]', attributes: { role: 'group' } },
  { selector: '.arco-pagination-jumper-input', attributes: { 'aria-label': '跳至页码' } },
];

const HIDDEN_SEARCH = 'input.arco-select-view-input[aria-hidden="true"]:not([tabindex])';

function takeOutOfTabOrder(element: Element) {
  if (element.matches(HIDDEN_SEARCH)) element.setAttribute('tabindex', '-1');
  for (const input of element.querySelectorAll(HIDDEN_SEARCH)) input.setAttribute('tabindex', '-1');
}

/**
 * A searchable Select showing its value hides its search box (aria-hidden) but leaves it in the tab
 * order. The combobox around it is the tab stop and puts the focus into the box itself, so the box
 * goes out of the tab order (tabindex -1; focus by the combobox or a click still reaches it).
 * Watches the whole page (screens, dialogs, drawers) but looks only at what each change adds or
 * hides: typing in a large grid does not query the page. Returns the stop.
 */
export function repairSelectSearchBoxes(root: Element = document.body): () => void {
  takeOutOfTabOrder(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') takeOutOfTabOrder(change.target as Element);
      else for (const node of change.addedNodes) if (node instanceof Element) takeOutOfTabOrder(node);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
  });
  return () => observer.disconnect();
}
