/** Whether an item is one of the game's ★ specials (knives and gloves). */
export function isSpecial(category: string): boolean {
  return category === 'melee' || category === 'glove';
}
