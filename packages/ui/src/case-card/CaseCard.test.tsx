import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { storyArt } from '../testing/storyItems';
import { CaseCard } from './CaseCard';

const chroma = {
  name: 'Chroma Case',
  image: storyArt('#d32ce6'),
  price: '12.50',
  href: '/m/openbox?boxId=3',
};

describe('CaseCard', () => {
  it('is one link to the box, named by the case', () => {
    renderWithKit(<CaseCard {...chroma} />);
    expect(screen.getByRole('link', { name: /Chroma Case/ })).toHaveAttribute(
      'href',
      '/m/openbox?boxId=3',
    );
  });

  it('shows the case art and price', () => {
    renderWithKit(<CaseCard {...chroma} />);
    expect(screen.getByRole('img', { name: 'Chroma Case' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('fills its grid cell when asked, and shows a badge', () => {
    renderWithKit(<CaseCard {...chroma} fill badge="Hot" data-testid="card" />);
    expect(getComputedStyle(screen.getByTestId('card')).width).toBe('100%');
    expect(screen.getByRole('link', { name: /Hot/ })).toBeInTheDocument();
  });

  it('is twice as wide as a hero', () => {
    renderWithKit(<CaseCard {...chroma} size="large" />);
    expect(getComputedStyle(screen.getByRole('link')).width).toBe('320px');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<CaseCard {...chroma} />);
    await expectNoAxeViolations(container);
  });
});
