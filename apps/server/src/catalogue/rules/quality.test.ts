import { describe, expect, it } from 'vitest';
import { exteriorsOfWearRange, qualityOfRarity } from './quality';

describe('qualityOfRarity', () => {
  it.each([
    ['#b0c3d9', 'consumer'],
    ['#5e98d9', 'industrial'],
    ['#4b69ff', 'milSpec'],
    ['#8847ff', 'restricted'],
    ['#d32ce6', 'classified'],
    ['#eb4b4b', 'covert'],
    ['#e4ae39', 'contraband'],
  ])('maps %s to %s', (colour, grade) => {
    expect(qualityOfRarity(colour)).toBe(grade);
  });
});

describe('exteriorsOfWearRange', () => {
  it('gives a 0 to 0.08 skin factory new and minimal wear', () => {
    expect(exteriorsOfWearRange(0, 0.08)).toEqual(['factoryNew', 'minimalWear']);
  });

  it('gives a full-range skin all five exteriors', () => {
    expect(exteriorsOfWearRange(0, 1)).toHaveLength(5);
  });
});
