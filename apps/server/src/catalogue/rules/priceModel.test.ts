import { describe, expect, it } from 'vitest';
import { modelPriceCents, spreadFactor } from './priceModel';

const rifle = { cs2Id: 215, quality: 'classified' as const, kind: 'weapon', exterior: null };

describe('the price model', () => {
  it('prices a factory-new skin above its battle-scarred twin', () => {
    expect(modelPriceCents({ ...rifle, exterior: 'factoryNew' })).toBeGreaterThan(
      modelPriceCents({ ...rifle, exterior: 'battleScarred' }),
    );
  });

  it('prices a covert knife far above a covert rifle', () => {
    const covert = { ...rifle, quality: 'covert' as const, exterior: 'fieldTested' as const };
    expect(modelPriceCents({ ...covert, kind: 'melee' })).toBe(
      BigInt(Math.round(60 * 12 * spreadFactor(215) * 100)),
    );
  });

  it('gives the same skin the same price on every run', () => {
    expect(modelPriceCents(rifle)).toBe(modelPriceCents({ ...rifle }));
  });

  it('keeps the spread factor in [0.6, 1.8)', () => {
    for (let id = 0; id < 5000; id += 7) {
      expect(spreadFactor(id)).toBeGreaterThanOrEqual(0.6);
      expect(spreadFactor(id)).toBeLessThan(1.8);
    }
  });

  it('never prices below one cent', () => {
    expect(
      modelPriceCents({ cs2Id: 1, quality: 'consumer', kind: 'weapon', exterior: 'battleScarred' }),
    ).toBeGreaterThanOrEqual(1n);
  });
});
