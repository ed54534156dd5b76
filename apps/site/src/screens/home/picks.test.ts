import type { BoxSummary, OpenBoxRecord } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import { BOXES, DROPS, present } from '../../testing/gameFixtures';
import { featuredBoxes, honestFigures, hotBoxes } from './picks';

const box = (boxId: number, category: string, price: string): BoxSummary => ({
  boxId,
  type: 1,
  category,
  name: `箱子 ${boxId}`,
  image: '',
  price,
});

const drop = (id: number, boxId: number): OpenBoxRecord => ({ ...present(DROPS[0]), id, boxId });

describe('featuredBoxes', () => {
  it('takes the dearest box of each category, cheapest category first', () => {
    const boxes = [
      box(1, 'legend', '650.00'),
      box(2, 'entry', '1.00'),
      box(3, 'entry', '10.00'),
      box(4, 'legend', '1000.00'),
      box(5, 'mystery', '5000.00'),
    ];
    expect(featuredBoxes(boxes).map((b) => b.boxId)).toEqual([3, 4]);
  });
});

describe('hotBoxes', () => {
  it('ranks the boxes by how many of the latest drops came from them', () => {
    const drops = [drop(1, 2), drop(2, 1), drop(3, 2), drop(4, 3), drop(5, 2), drop(6, 1)];
    expect(hotBoxes(BOXES, drops).map((h) => [h.box.boxId, h.opens])).toEqual([
      [2, 3],
      [1, 2],
      [3, 1],
    ]);
  });

  it('is empty while nobody has opened anything, and keeps to its limit', () => {
    expect(hotBoxes(BOXES, [])).toEqual([]);
    expect(hotBoxes(BOXES, [drop(1, 1), drop(2, 2), drop(3, 3)], 2)).toHaveLength(2);
  });

  it('leaves out drops of boxes no longer listed', () => {
    expect(hotBoxes(BOXES, [drop(1, 99)])).toEqual([]);
  });
});

describe('honestFigures', () => {
  const statistics = { userCount: 12, boxOpenCount: 0, battleCount: 0, onlineCount: 3 };

  it('shows only figures with something to count, online first', () => {
    expect(honestFigures(statistics, 0).map((f) => [f.label.id, f.value])).toEqual([
      ['home.stat.online', 3],
      ['home.stat.users', 12],
    ]);
  });

  it("prefers the socket's live online count once it beats", () => {
    expect(honestFigures(statistics, 57)[0]?.value).toBe(57);
  });

  it('shows nothing before the figures answer', () => {
    expect(honestFigures(null, 5)).toEqual([]);
  });
});
