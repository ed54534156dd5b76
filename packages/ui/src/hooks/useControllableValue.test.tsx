import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableValue } from './useControllableValue';

describe('useControllableValue', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableValue({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the controlled value and only reports a change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useControllableValue({ value: 5, defaultValue: 1, onChange }),
    );
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('does not report a value that did not change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableValue({ defaultValue: 3, onChange }));
    act(() => result.current[1]((v) => v));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies consecutive functional updates to the latest value', () => {
    const { result } = renderHook(() => useControllableValue({ defaultValue: 0 }));
    act(() => {
      result.current[1]((v) => v + 1);
      result.current[1]((v) => v + 1);
    });
    expect(result.current[0]).toBe(2);
  });
});
