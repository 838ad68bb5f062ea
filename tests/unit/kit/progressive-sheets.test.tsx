/**
 * The batch preview's pieces: sheets rendered progressively (the first at once, the rest when idle,
 * every one before printing, none rendered twice) and one template layout shared by all sheets.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemplateSheet, type PrintTemplate } from '@/kit/print';
import { ProgressiveSheets } from '@/kit/print/progressive-sheets';
import { templateLayout } from '@/kit/print/template-layout';
import { fieldStyle } from '@/kit/print/template';

const renders = new Map<number, number>();

function Sheet({ n }: { n: number }) {
  renders.set(n, (renders.get(n) ?? 0) + 1);
  return <article data-print-sheet="">第 {n} 张</article>;
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-print-sheet]')].map((sheet) => sheet.textContent);

describe('ProgressiveSheets', () => {
  it('renders a few sheets whole, at once', () => {
    const { container } = render(
      <ProgressiveSheets>
        {numbers(5).map((n) => (
          <Sheet key={n} n={n} />
        ))}
      </ProgressiveSheets>,
    );
    expect(shown(container)).toEqual(numbers(5).map((n) => `第 ${n} 张`));
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBeNull();
  });

  it('shows the first sheets at once and the rest a chunk at a time, in order, each rendered once', async () => {
    renders.clear();
    const { container } = render(
      <ProgressiveSheets first={3} chunk={10} all={4}>
        <p>above the sheets</p>
        {numbers(60).map((n) => (
          <Sheet key={n} n={n} />
        ))}
      </ProgressiveSheets>,
    );
    // the note and the first two sheets (3 children)
    expect(shown(container)).toEqual(['第 1 张', '第 2 张']);
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('true');
    const seen = new Set<number>();
    await waitFor(() => {
      seen.add(shown(container).length);
      expect(shown(container)).toHaveLength(60);
    });
    expect(shown(container)).toEqual(numbers(60).map((n) => `第 ${n} 张`));
    expect(seen.size).toBeGreaterThan(1); // grew in steps, not all at once
    expect(screen.getByText('above the sheets')).toBeTruthy();
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBeNull();
    // a sheet already shown is not rendered again when the next chunk comes
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    expect(renders.size).toBe(60);
  });

  it('renders every sheet before the page prints (beforeprint, as window.print, Ctrl+P and page.pdf fire it)', () => {
    const { container } = render(
      <ProgressiveSheets first={2} chunk={1} all={2}>
        {numbers(200).map((n) => (
          <Sheet key={n} n={n} />
        ))}
      </ProgressiveSheets>,
    );
    expect(shown(container).length).toBeLessThan(200);
    // synchronously, within the event: the print is laid out right after its listeners ran
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      expect(shown(container)).toHaveLength(200);
    });
    expect(shown(container)).toEqual(numbers(200).map((n) => `第 ${n} 张`));
  });
});

const TEMPLATE: PrintTemplate = {
  id: 'test-diploma',
  name: '测试证书',
  paper: { width: 297, height: 210 },
  fields: [
    { key: 'photo', label: '照片', x: 36, y: 58, width: 33, height: 48, photo: true },
    { key: 'student_name', label: '姓名', x: 112, y: 60, width: 40, height: 9, fontSize: 16 },
    { key: 'certificate_no', label: '证书编号', x: 58, y: 180, width: 80, height: 7, fontSize: 11 },
  ],
};

describe('templateLayout', () => {
  it('places each field as fieldStyle does, once per template and offset', () => {
    const plain = templateLayout(TEMPLATE, { x: 0, y: 0 });
    expect(plain.map((placed) => placed.style)).toEqual(TEMPLATE.fields.map((field) => fieldStyle(field)));
    expect(plain[1]!.guide).toEqual({ left: '112mm', top: '60mm' });
    expect(templateLayout(TEMPLATE, { x: 0, y: 0 })).toBe(plain);
    expect(templateLayout(TEMPLATE)).toBe(plain);
    const moved = templateLayout(TEMPLATE, { x: 3, y: -2 });
    expect(moved).not.toBe(plain);
    expect(moved[1]!.style).toMatchObject({ left: '115mm', top: '58mm' });
    expect(templateLayout(TEMPLATE, { x: 3, y: -2 })).toBe(moved);
  });

  it('gives sheets of one batch the same field boxes, moved by the calibration', () => {
    const { container, rerender } = render(
      <>
        <TemplateSheet template={TEMPLATE} values={{ student_name: '陈浩然' }} label="证书 · 陈浩然" />
        <TemplateSheet template={TEMPLATE} values={{ student_name: '何晓琳' }} label="证书 · 何晓琳" />
      </>,
    );
    const names = () =>
      [...container.querySelectorAll<HTMLElement>('[data-field="student_name"]')].map(
        (field) => `${field.textContent} ${field.style.left} ${field.style.top}`,
      );
    expect(names()).toEqual(['陈浩然 112mm 60mm', '何晓琳 112mm 60mm']);
    rerender(
      <>
        <TemplateSheet
          template={TEMPLATE}
          values={{ student_name: '陈浩然' }}
          label="证书 · 陈浩然"
          calibration={{ x: 3, y: -2 }}
        />
        <TemplateSheet
          template={TEMPLATE}
          values={{ student_name: '何晓琳' }}
          label="证书 · 何晓琳"
          calibration={{ x: 3, y: -2 }}
        />
      </>,
    );
    expect(names()).toEqual(['陈浩然 115mm 58mm', '何晓琳 115mm 58mm']);
    // the empty photo box is a screen guide, never printed
    expect(container.querySelectorAll('[data-print-guide]').length).toBeGreaterThan(0);
  });
});
