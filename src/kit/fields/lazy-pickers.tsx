/**
 * Date, date-range and cascader controls that load their code on first render.
 * Until then a disabled input of the same size stands in (no layout shift);
 * props (value, onChange from the form item) pass through unchanged.
 */
import {
  Input,
  type CascaderProps,
  type DatePickerProps,
  type RangePickerProps,
} from '@arco-design/web-react';
import { lazy, Suspense, type ComponentType, type CSSProperties } from 'react';
import '../styles';

const loadPickers = () => import('./pickers');

function lazyControl<P extends object>(
  pick: (module: Awaited<ReturnType<typeof loadPickers>>) => ComponentType<P>,
) {
  const Control = lazy(() => loadPickers().then((module) => ({ default: pick(module) })));
  return function LazyControl(props: P) {
    const { style, placeholder } = props as { style?: CSSProperties; placeholder?: unknown };
    return (
      <Suspense
        fallback={
          <Input disabled style={style} placeholder={typeof placeholder === 'string' ? placeholder : ''} />
        }
      >
        <Control {...props} />
      </Suspense>
    );
  };
}

export const LazyDatePicker = lazyControl<DatePickerProps>((module) => module.DatePicker);
export const LazyRangePicker = lazyControl<RangePickerProps>((module) => module.RangePicker);
export const LazyCascader = lazyControl<CascaderProps>(
  (module) => module.Cascader as ComponentType<CascaderProps>,
);
