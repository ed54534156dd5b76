import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../theme/tokens';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { QUALITY_GRADES, Tag } from './Tag';

describe('Tag', () => {
  it('shows its text', () => {
    renderWithKit(<Tag>New</Tag>);
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('knows the seven SPEC quality grades', () => {
    expect(QUALITY_GRADES).toEqual([
      'consumer',
      'industrial',
      'mil-spec',
      'restricted',
      'classified',
      'covert',
      'contraband',
    ]);
  });

  it('fills with the rarity colour of its quality', () => {
    renderWithKit(<Tag quality="covert">Covert</Tag>);
    expect(getComputedStyle(screen.getByText('Covert')).background).toBe('var(--sb-rarity-covert)');
    expect(darkTokens.rarity.covert).toBe('#eb4b4b');
  });

  it('maps mil-spec onto theme.rarity.milSpec', () => {
    renderWithKit(<Tag quality="mil-spec">Mil-Spec</Tag>);
    expect(getComputedStyle(screen.getByText('Mil-Spec')).background).toBe(
      'var(--sb-rarity-mil-spec)',
    );
  });

  it('outlines instead of filling when plain', () => {
    renderWithKit(
      <Tag plain type="danger">
        Hot
      </Tag>,
    );
    const tag = screen.getByText('Hot');
    expect(getComputedStyle(tag).background).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(tag).color).toBe('var(--sb-color-danger)');
  });

  it('rounds only the right side as a mark', () => {
    renderWithKit(<Tag mark>Mark</Tag>);
    expect(getComputedStyle(screen.getByText('Mark')).borderRadius).toBe(
      '0 var(--sb-radius-round) var(--sb-radius-round) 0',
    );
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Tag className="extra" style={{ margin: 3 }} data-testid="t" aria-describedby="x">
        x
      </Tag>,
    );
    const tag = screen.getByTestId('t');
    expect(tag).toHaveClass('extra');
    expect(tag).toHaveStyle({ margin: '3px' });
    expect(tag).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Tag quality="classified">Classified</Tag>);
    await expectNoAxeViolations(container);
  });
});
