import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { DatePickerProps } from './DatePicker.tsx';

const Picker = lazy(() => import('./DatePicker.tsx').then((m) => ({ default: m.DatePicker })));

/**
 * The date picker, fetched when a screen first shows one: antd's picker (rc-picker and its
 * locale data) is a large part of a list page, and most lists filter by text and status only.
 * Until it arrives a disabled box holds its place, so the filter row does not shift.
 */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Input disabled style={props.style} placeholder={String(props.placeholder ?? '')} />}>
      <Picker {...props} />
    </Suspense>
  );
}
