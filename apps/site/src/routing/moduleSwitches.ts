import type { ModuleName } from '@skinbox/api';
import type { Layout } from '../layout/device';
import type { ScreenDeclaration } from './manifest';

/**
 * Whether a screen is open in a layout under the module switches (SPEC section 6): its own switch
 * is on, and a group of pages has a page whose switch is on (or that has none).
 */
export function screenIsOn(
  screen: ScreenDeclaration,
  layout: Layout,
  isOn: (module: ModuleName) => boolean,
): boolean {
  if (screen.module && !isOn(screen.module)) return false;
  return !screen.pages || screen.pages(layout).some((page) => !page.module || isOn(page.module));
}

/** The group's first page the switches leave open, where the group's own address goes. */
export function firstOpenPage(
  pages: readonly { path: string; module?: ModuleName }[],
  isOn: (module: ModuleName) => boolean,
): string | undefined {
  return pages.find((page) => !page.module || isOn(page.module))?.path;
}

/**
 * A module's switch as navigation reads it: on until a module list has ever arrived (AppStore
 * modulesKnown). A list that
 * never arrives (the API unreachable) must not empty the menus or hold a screen behind a spinner;
 * the screen shows its own state, and once the list answers an off module closes as SPEC says.
 */
export function moduleOpen(
  app: { modulesKnown: boolean; isModuleOn(module: ModuleName): boolean },
  module: ModuleName,
): boolean {
  return !app.modulesKnown || app.isModuleOn(module);
}
