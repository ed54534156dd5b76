import type { ArticleType, ModuleName } from '@skinbox/api';

export interface HelpPage {
  /** The route under /m/help or /p/me/help. */
  path: 'regulations' | 'privacy' | 'compliance' | 'fandubo' | 'notarized' | 'contact';
  /** The article type that holds its text. */
  type: ArticleType;
  /** The module switch that shows it (SPEC section 6); pages without one always show. */
  module?: ModuleName;
}

/** SPEC section 2's help group, in menu order; the desktop group leaves out contact. */
export const HELP_PAGES: HelpPage[] = [
  { path: 'regulations', type: 'Regulations', module: 'HelpRegulation' },
  { path: 'privacy', type: 'Privacy', module: 'HelpPrivacy' },
  { path: 'compliance', type: 'Compliance', module: 'HelpCompliance' },
  { path: 'fandubo', type: 'FanDuBoNotice', module: 'HelpFanDuBoNotice' },
  { path: 'notarized', type: 'Notarized' },
  { path: 'contact', type: 'Contact', module: 'HelpContact' },
];
