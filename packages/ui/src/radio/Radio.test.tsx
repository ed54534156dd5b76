import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHECKBOX_ICON_SIZE } from '../checkbox';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Radio } from './Radio';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const radio = (name: string) => screen.getByRole('radio', { name });

function Sex(props: RadioGroupProps<number>) {
  return (
    <RadioGroup<number> aria-label="Sex" {...props}>
      <Radio name={1}>Male</Radio>
      <Radio name={2}>Female</Radio>
      <Radio name={0}>Secret</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup and Radio', () => {
  it('is a radiogroup named by aria-label whose radios follow its value', () => {
    renderWithKit(<Sex defaultValue={2} />);
    expect(screen.getByRole('radiogroup', { name: 'Sex' })).toBeInTheDocument();
    expect(radio('Male')).not.toBeChecked();
    expect(radio('Female')).toBeChecked();
  });

  it('keeps a single choice: choosing one unchooses the other', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex onChange={onChange} />);
    await userEvent.click(radio('Male'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(radio('Secret'));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(radio('Secret')).toBeChecked();
    expect(radio('Male')).not.toBeChecked();
    expect(
      screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('does not unchoose the chosen radio when it is clicked again', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex defaultValue={1} onChange={onChange} />);
    await userEvent.click(radio('Male'));
    expect(radio('Male')).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses when the label is clicked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex onChange={onChange} />);
    await userEvent.click(screen.getByText('Female'));
    expect(radio('Female')).toBeChecked();
    expect(radio('Female')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('ignores label clicks with labelDisabled', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <RadioGroup aria-label="Sex" onChange={onChange}>
        <Radio name="m" labelDisabled>
          Male
        </Radio>
      </RadioGroup>,
    );
    await userEvent.click(screen.getByText('Male'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(radio('Male'));
    expect(onChange).toHaveBeenCalledWith('m');
  });

  it('chooses the focused radio with Space', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex onChange={onChange} />);
    await userEvent.tab();
    expect(radio('Male')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(1);
    expect(radio('Male')).toBeChecked();
  });

  it('stops Tab once, on the chosen radio', async () => {
    renderWithKit(
      <>
        <Sex defaultValue={2} />
        <button type="button">after</button>
      </>,
    );
    await userEvent.tab();
    expect(radio('Female')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('moves and chooses with the arrow keys, wrapping around and skipping disabled radios', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <RadioGroup<number> aria-label="Sex" defaultValue={1} onChange={onChange}>
        <Radio name={1}>Male</Radio>
        <Radio name={2} disabled>
          Female
        </Radio>
        <Radio name={0}>Secret</Radio>
      </RadioGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Secret')).toHaveFocus();
    expect(radio('Secret')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(radio('Male')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowUp}');
    expect(radio('Secret')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(radio('Male')).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('keeps two groups apart', async () => {
    renderWithKit(
      <>
        <Sex defaultValue={1} />
        <RadioGroup aria-label="Size" defaultValue="s">
          <Radio name="s">Small</Radio>
          <Radio name="l">Large</Radio>
        </RadioGroup>
      </>,
    );
    await userEvent.click(radio('Large'));
    expect(radio('Male')).toBeChecked();
    expect(radio('Large')).toBeChecked();
  });

  it('follows value when controlled and only reports the wish', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex value={1} onChange={onChange} />);
    await userEvent.click(radio('Female'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(radio('Male')).toBeChecked();
    expect(radio('Female')).not.toBeChecked();
  });

  it('ignores every radio when the group is disabled', async () => {
    const onChange = vi.fn();
    renderWithKit(<Sex disabled onChange={onChange} />);
    await userEvent.click(radio('Male'));
    await userEvent.click(screen.getByText('Female'));
    expect(radio('Male')).toBeDisabled();
    expect(radio('Secret')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores a disabled radio and its label', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <RadioGroup aria-label="Sex" onChange={onChange}>
        <Radio name="m" disabled>
          Male
        </Radio>
      </RadioGroup>,
    );
    await userEvent.click(radio('Male'));
    await userEvent.click(screen.getByText('Male'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is round by default; square and dot on request, also from the group', () => {
    const { container } = renderWithKit(
      <RadioGroup aria-label="Shapes" shape="square" defaultValue="b">
        <Radio name="a">A</Radio>
        <Radio name="b" shape="dot">
          B
        </Radio>
      </RadioGroup>,
    );
    const shapes = [...container.querySelectorAll('[data-shape]')];
    expect(shapes.map((s) => s.getAttribute('data-shape'))).toEqual(['square', 'dot']);
    renderWithKit(<Radio aria-label="C" />);
    expect(radio('C').nextElementSibling).toHaveAttribute('data-shape', 'round');
  });

  it(`draws the icon at ${CHECKBOX_ICON_SIZE}px or the group's iconSize, in checkedColor`, () => {
    const { container } = renderWithKit(
      <RadioGroup aria-label="Sex" iconSize={24} checkedColor="rgb(1, 2, 3)" defaultValue="m">
        <Radio name="m">Male</Radio>
        <Radio name="f" iconSize={CHECKBOX_ICON_SIZE}>
          Female
        </Radio>
      </RadioGroup>,
    );
    const boxes = container.querySelectorAll('[data-icon-box]');
    expect(boxes[0]).toHaveStyle({ fontSize: '24px' });
    expect(boxes[1]).toHaveStyle({ fontSize: '20px' });
    expect(container.querySelector('[data-shape]')).toHaveStyle({
      backgroundColor: 'rgb(1, 2, 3)',
    });
  });

  it('puts the label on the left with labelPosition left', () => {
    const { container } = renderWithKit(<Radio labelPosition="left">Male</Radio>);
    const root = container.firstElementChild as Element;
    expect(root.firstElementChild).toHaveAttribute('data-label');
  });

  it('works alone: checked when value equals its name, choosing reports its name', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <>
        <Radio name="a" onChange={onChange}>
          Alone
        </Radio>
        <Radio name="b" value="b">
          Chosen
        </Radio>
        <Radio checked>Checked</Radio>
      </>,
    );
    expect(radio('Chosen')).toBeChecked();
    expect(radio('Checked')).toBeChecked();
    await userEvent.click(radio('Alone'));
    expect(onChange).toHaveBeenCalledWith('a');
    expect(radio('Alone')).toBeChecked();
  });

  it('forwards className, style, data-* and aria-* on radios and the group', () => {
    renderWithKit(
      <RadioGroup className="group" style={{ padding: 4 }} data-testid="g" aria-labelledby="t">
        <h2 id="t">Sex</h2>
        <Radio
          name="m"
          className="extra"
          style={{ margin: 3 }}
          data-testid="r"
          aria-describedby="hint"
        >
          Male
        </Radio>
      </RadioGroup>,
    );
    const group = screen.getByTestId('g');
    expect(group).toHaveClass('group');
    expect(group).toHaveStyle({ padding: '4px' });
    expect(screen.getByRole('radiogroup', { name: 'Sex' })).toBe(group);
    const root = screen.getByTestId('r');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(radio('Male')).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <div>
        <Sex defaultValue={1} direction="horizontal" />
        <RadioGroup aria-label="Off" disabled defaultValue="a">
          <Radio name="a" shape="dot">
            A
          </Radio>
          <Radio name="b" shape="square">
            B
          </Radio>
        </RadioGroup>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
