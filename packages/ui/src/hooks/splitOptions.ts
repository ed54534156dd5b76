/** Every option a behaviour hook takes, by name: a Record, so an option left out fails the type check. */
export type OptionKeys<Options> = Record<keyof Options, true>;

/**
 * Splits a widget's props into the options its behaviour hook takes and the rest, which the view
 * forwards to its element (className, style, data-*, aria-*, handlers). Without it every widget
 * would name each option twice: once to take it out of the props, once to hand it to the hook.
 */
export function splitOptions<Props extends object, Key extends PropertyKey>(
  props: Props,
  keys: Record<Key, true>,
): [Pick<Props, Extract<Key, keyof Props>>, Omit<Props, Key>] {
  const options: Record<PropertyKey, unknown> = {};
  const rest: Record<PropertyKey, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (Object.hasOwn(keys, name)) options[name] = value;
    else rest[name] = value;
  }
  return [options as Pick<Props, Extract<Key, keyof Props>>, rest as Omit<Props, Key>];
}
