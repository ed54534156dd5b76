import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../theme/tokens';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { QUALITY_GRADES, QUALITY_TINT, Tag } from './Tag';

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

  // The rarity border is checked in chromium (Display/Tag Quality story): jsdom drops var() borders.
  it('tints its ground with the rarity colour of its quality', () => {
    renderWithKit(<Tag quality="covert">Covert</Tag>);
    const tag = getComputedStyle(screen.getByText('Covert'));
    expect(tag.background).toBe(
      `color-mix(in srgb, var(--sb-rarity-covert) ${QUALITY_TINT}, transparent)`,
    );
    expect(QUALITY_TINT).toBe('30%');
    expect(darkTokens.rarity.covert).toBe('#eb4b4b');
  });

  it('writes a quality badge in the text colour, which every rarity tint passes at 12 px', () => {
    renderWithKit(<Tag quality="mil-spec">Mil-Spec</Tag>);
    expect(getComputedStyle(screen.getByText('Mil-Spec')).color).toBe('var(--sb-color-text)');
  });

  it('maps mil-spec onto theme.rarity.milSpec', () => {
    renderWithKit(<Tag quality="mil-spec">Mil-Spec</Tag>);
    expect(getComputedStyle(screen.getByText('Mil-Spec')).background).toContain(
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

  it('writes a plain quality tag in the text colour, so it stays readable (its border keeps the rarity)', () => {
    renderWithKit(
      <Tag plain quality="mil-spec">
        Mil-Spec
      </Tag>,
    );
    const tag = screen.getByText('Mil-Spec');
    // jsdom cannot read var() inside the border shorthand: the border is in the visual baseline.
    expect(getComputedStyle(tag).color).toBe('var(--sb-color-text)');
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
