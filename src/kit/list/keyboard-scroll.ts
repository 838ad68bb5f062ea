import { useEffect, useRef } from 'react';

/**
 * Keyboard scrolling for the tables inside the returned ref's element (WCAG 2.1.1): a table part
 * that scrolls (its body, or the inner box of a table without a fixed height) takes focus. Checked
 * after every render, as rows and widths change with the data. (Headers follow their body: global.css.)
 */
export function useKeyboardScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelectorAll('.arco-table-body, .arco-table-content-inner').forEach((part) => {
      if (part.scrollWidth > part.clientWidth || part.scrollHeight > part.clientHeight)
        part.setAttribute('tabindex', '0');
    });
  });
  return ref;
}
