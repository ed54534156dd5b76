/** A node of the ESTree that Vite's `parseAst` returns, read loosely by the build's plugins. */
export type AstNode = { type?: string; [key: string]: unknown };

/**
 * Every string literal in `node` (and template literals without expressions), added to `out`:
 * the message ids a module names (firstScreenCatalogue.ts), the icons it draws
 * (kitIconsWithUsers.ts).
 */
export function astStrings(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) astStrings(child, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as AstNode;
  if (n.type === 'Literal' && typeof n.value === 'string') out.add(n.value);
  else if (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) {
    const [quasi] = n.quasis as Array<{ value: { cooked: string } }>;
    if (quasi) out.add(quasi.value.cooked);
  }
  for (const child of Object.values(n)) astStrings(child, out);
  return out;
}
