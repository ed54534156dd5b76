/** The goods whose name holds `search`, in any case, as the server's name search finds them. */
export function goodsNamed<T extends { goods: { name: string } }>(list: T[], search: unknown): T[] {
  const wanted = String(search ?? '').toLowerCase();
  return list.filter((item) => item.goods.name.toLowerCase().includes(wanted));
}
