import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { CHECKBOX_DURATION_MS, CHECKBOX_ICON_SIZE } from './Checker';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import type { CheckboxGroupInstance } from './useCheckboxGroup';

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Checkbox', () => {
  it('is a native checkbox named by its label that checks when clicked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Checkbox onChange={onChange}>Agree</Checkbox>);
    const control = box('Agree');
    expect(control).toHaveAttribute('type', 'checkbox');
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('unchecks when clicked again', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Checkbox defaultChecked onChange={onChange}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(box('Agree'));
    expect(box('Agree')).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('toggles when its label is clicked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Checkbox onChange={onChange}>Agree</Checkbox>);
    await userEvent.click(screen.getByText('Agree'));
    expect(box('Agree')).toBeChecked();
    expect(box('Agree')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles with Space', async () => {
    const onChange = vi.fn();
    renderWithKit(<Checkbox onChange={onChange}>Agree</Checkbox>);
    await userEvent.tab();
    expect(box('Agree')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores label clicks with labelDisabled but still toggles from the icon', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Checkbox labelDisabled onChange={onChange}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Agree'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(box('Agree'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('lets a link inside the label work without toggling', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Checkbox onChange={onChange}>
        I accept the <a href="#terms">terms</a>
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(box('I accept the terms')).not.toBeChecked();
  });

  it('ignores clicks, label clicks and Space while disabled, and leaves the Tab order', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Checkbox disabled onChange={onChange}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(box('Agree'));
    await userEvent.click(screen.getByText('Agree'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(box('Agree')).toBeDisabled();
    expect(box('Agree')).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows value when controlled and only reports the wish', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKit(
      <Checkbox value={false} onChange={onChange}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(box('Agree'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box('Agree')).not.toBeChecked();
    rerender(
      <Checkbox value onChange={onChange}>
        Agree
      </Checkbox>,
    );
    expect(box('Agree')).toBeChecked();
  });

  it('takes checked as an alias of value and defaultValue as the start', () => {
    renderWithKit(
      <>
        <Checkbox checked>A</Checkbox>
        <Checkbox defaultValue>B</Checkbox>
        <Checkbox>C</Checkbox>
      </>,
    );
    expect(box('A')).toBeChecked();
    expect(box('B')).toBeChecked();
    expect(box('C')).not.toBeChecked();
  });

  it('is announced as mixed and drawn as a dash when indeterminate', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(
      <Checkbox indeterminate onChange={onChange}>
        All
      </Checkbox>,
    );
    expect(box('All')).toBePartiallyChecked();
    expect(box('All')).toHaveAttribute('aria-checked', 'mixed');
    expect(container.querySelector('[data-icon="minus"]')).not.toBeNull();
    await userEvent.click(box('All'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('puts the label on the left with labelPosition left', () => {
    const { container } = renderWithKit(<Checkbox labelPosition="left">Agree</Checkbox>);
    const root = container.firstElementChild as Element;
    expect(root.firstElementChild).toHaveAttribute('data-label');
    expect(root.lastElementChild).toHaveAttribute('data-icon-box');
  });

  it(`draws the icon at Vant's ${CHECKBOX_ICON_SIZE}px, or at iconSize`, () => {
    expect(CHECKBOX_ICON_SIZE).toBe(20);
    const { container, rerender } = renderWithKit(<Checkbox>Agree</Checkbox>);
    const icon = () => container.querySelector('[data-icon-box]');
    expect(icon()).toHaveStyle({ fontSize: '20px' });
    rerender(<Checkbox iconSize="2rem">Agree</Checkbox>);
    expect(icon()).toHaveStyle({ fontSize: '2rem' });
  });

  it(`fills in ${CHECKBOX_DURATION_MS} ms, in checkedColor when given`, async () => {
    expect(CHECKBOX_DURATION_MS).toBe(200);
    const { container } = renderWithKit(<Checkbox checkedColor="rgb(1, 2, 3)">Agree</Checkbox>);
    const drawn = () => container.querySelector('[data-shape]') as Element;
    expect(getComputedStyle(drawn()).transitionDuration).toBe(`${CHECKBOX_DURATION_MS}ms`);
    expect(drawn()).not.toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
    await userEvent.click(box('Agree'));
    expect(drawn()).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
  });

  it('is round by default and square with shape square', () => {
    const { container, rerender } = renderWithKit(<Checkbox>Agree</Checkbox>);
    const drawn = () => container.querySelector('[data-shape]') as Element;
    expect(drawn()).toHaveAttribute('data-shape', 'round');
    expect(getComputedStyle(drawn()).borderRadius).toBe('50%');
    rerender(<Checkbox shape="square">Agree</Checkbox>);
    expect(drawn()).toHaveAttribute('data-shape', 'square');
    expect(getComputedStyle(drawn()).borderRadius).not.toBe('50%');
  });

  it('draws a custom icon from the icon prop', async () => {
    renderWithKit(
      <Checkbox icon={({ checked }) => <b data-testid="mark">{checked ? 'on' : 'off'}</b>}>
        Agree
      </Checkbox>,
    );
    expect(screen.getByTestId('mark')).toHaveTextContent('off');
    await userEvent.click(box('Agree'));
    expect(screen.getByTestId('mark')).toHaveTextContent('on');
  });

  it('calls onClick for clicks on it', async () => {
    const onClick = vi.fn();
    renderWithKit(<Checkbox onClick={onClick}>Agree</Checkbox>);
    await userEvent.click(box('Agree'));
    await userEvent.click(screen.getByText('Agree'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('can be named by a <label> through id, and gives its input as ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithKit(
      <>
        <label htmlFor="adult">I am 18 or older</label>
        <Checkbox id="adult" ref={ref} />
      </>,
    );
    expect(box('I am 18 or older')).toBe(ref.current);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Checkbox
        className="extra"
        style={{ margin: 3 }}
        data-testid="c"
        aria-describedby="hint"
        aria-invalid
      >
        Agree
      </Checkbox>,
    );
    const root = screen.getByTestId('c');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(box('Agree')).toHaveAttribute('aria-describedby', 'hint');
    expect(box('Agree')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes its name from aria-label over the children', () => {
    renderWithKit(<Checkbox aria-label="Accept terms">Agree</Checkbox>);
    expect(box('Accept terms')).toBeInTheDocument();
  });

  it('has no accessibility violations unchecked, checked, indeterminate and disabled', async () => {
    const { container } = renderWithKit(
      <div>
        <Checkbox>A</Checkbox>
        <Checkbox defaultChecked shape="square">
          B
        </Checkbox>
        <Checkbox indeterminate>C</Checkbox>
        <Checkbox disabled defaultChecked>
          D
        </Checkbox>
        <Checkbox aria-label="E" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('CheckboxGroup', () => {
  const Fruits = (props: Parameters<typeof CheckboxGroup<string>>[0]) => (
    <CheckboxGroup aria-label="Fruits" {...props}>
      <Checkbox name="a">Apple</Checkbox>
      <Checkbox name="b">Banana</Checkbox>
      <Checkbox name="c">Cherry</Checkbox>
    </CheckboxGroup>
  );

  it('is a group named by aria-label whose boxes follow its value', () => {
    renderWithKit(<Fruits defaultValue={['b']} />);
    expect(screen.getByRole('group', { name: 'Fruits' })).toBeInTheDocument();
    expect(box('Apple')).not.toBeChecked();
    expect(box('Banana')).toBeChecked();
  });

  it('reports the checked names in the order they were checked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Fruits onChange={onChange} />);
    await userEvent.click(box('Cherry'));
    await userEvent.click(screen.getByText('Apple'));
    expect(onChange).toHaveBeenLastCalledWith(['c', 'a']);
    await userEvent.click(box('Cherry'));
    expect(onChange).toHaveBeenLastCalledWith(['a']);
  });

  it('tells a grouped box its own change only when the group took it', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <CheckboxGroup aria-label="Fruits" max={1} defaultValue={['a']}>
        <Checkbox name="a">Apple</Checkbox>
        <Checkbox name="b" onChange={onChange}>
          Banana
        </Checkbox>
      </CheckboxGroup>,
    );
    await userEvent.click(box('Banana'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(box('Apple'));
    await userEvent.click(box('Banana'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('refuses further checks once max names are checked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Fruits max={2} onChange={onChange} />);
    await userEvent.click(box('Apple'));
    await userEvent.click(box('Banana'));
    await userEvent.click(box('Cherry'));
    expect(box('Cherry')).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    await userEvent.click(box('Apple'));
    await userEvent.click(box('Cherry'));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c']);
  });

  it('follows value when controlled', async () => {
    const onChange = vi.fn();
    renderWithKit(<Fruits value={['a']} onChange={onChange} />);
    await userEvent.click(box('Banana'));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
    expect(box('Banana')).not.toBeChecked();
  });

  it('toggleAll() flips every box, toggleAll(true) checks all and toggleAll(false) clears', () => {
    const ref = createRef<CheckboxGroupInstance>();
    const onChange = vi.fn();
    renderWithKit(<Fruits ref={ref} defaultValue={['b']} onChange={onChange} />);
    act(() => ref.current?.toggleAll());
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    act(() => ref.current?.toggleAll(true));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    act(() => ref.current?.toggleAll(false));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('toggleAll with skipDisabled leaves disabled boxes as they are', async () => {
    const ref = createRef<CheckboxGroupInstance>();
    function Demo() {
      const [value, setValue] = useState<string[]>(['b']);
      return (
        <>
          <CheckboxGroup aria-label="Fruits" ref={ref} value={value} onChange={setValue}>
            <Checkbox name="a">Apple</Checkbox>
            <Checkbox name="b" disabled>
              Banana
            </Checkbox>
            <Checkbox name="c" disabled>
              Cherry
            </Checkbox>
          </CheckboxGroup>
          <output>{value.join(',')}</output>
        </>
      );
    }
    renderWithKit(<Demo />);
    await userEvent.click(box('Apple'));
    expect(screen.getByRole('status')).toHaveTextContent('b,a');
    act(() => ref.current?.toggleAll({ checked: false, skipDisabled: true }));
    expect(screen.getByRole('status')).toHaveTextContent(/^b$/);
    expect(box('Banana')).toBeChecked();
    expect(box('Apple')).not.toBeChecked();
  });

  it('disables every box with disabled', async () => {
    const onChange = vi.fn();
    renderWithKit(<Fruits disabled onChange={onChange} />);
    await userEvent.click(box('Apple'));
    expect(box('Apple')).toBeDisabled();
    expect(box('Cherry')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives shape, iconSize and checkedColor to its boxes, which may override them', () => {
    const { container } = renderWithKit(
      <CheckboxGroup aria-label="Fruits" shape="square" iconSize={30} defaultValue={['a']}>
        <Checkbox name="a" checkedColor="rgb(1, 2, 3)">
          Apple
        </Checkbox>
        <Checkbox name="b" shape="round">
          Banana
        </Checkbox>
      </CheckboxGroup>,
    );
    const drawn = container.querySelectorAll('[data-shape]');
    expect(drawn[0]).toHaveAttribute('data-shape', 'square');
    expect(drawn[0]).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
    expect(drawn[1]).toHaveAttribute('data-shape', 'round');
    expect(container.querySelector('[data-icon-box]')).toHaveStyle({ fontSize: '30px' });
  });

  it('leaves a box with bindGroup false to itself', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <CheckboxGroup aria-label="Fruits" onChange={onChange}>
        <Checkbox bindGroup={false}>All</Checkbox>
        <Checkbox name="a">Apple</Checkbox>
      </CheckboxGroup>,
    );
    await userEvent.click(box('All'));
    expect(box('All')).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lays out vertically by default and horizontally with direction', () => {
    const { rerender } = renderWithKit(<Fruits />);
    const group = screen.getByRole('group');
    expect(group).toHaveStyle({ flexDirection: 'column' });
    rerender(<Fruits direction="horizontal" />);
    expect(group).toHaveAttribute('data-direction', 'horizontal');
    expect(group).not.toHaveStyle({ flexDirection: 'column' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <CheckboxGroup
        className="extra"
        style={{ margin: 3 }}
        data-testid="g"
        aria-labelledby="title"
      >
        <h2 id="title">Fruits</h2>
        <Checkbox name="a">Apple</Checkbox>
      </CheckboxGroup>,
    );
    const group = screen.getByTestId('g');
    expect(group).toHaveClass('extra');
    expect(group).toHaveStyle({ margin: '3px' });
    expect(screen.getByRole('group', { name: 'Fruits' })).toBe(group);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Fruits defaultValue={['a']} max={1} />);
    await expectNoAxeViolations(container);
  });
});
