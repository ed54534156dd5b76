import type { ArticleType, ModuleName } from '@skinbox/api';
import type { Layout } from '../../layout/device';

export interface HelpPage {
  /** The route under /m/help or /p/me/help. */
  path:
    | 'regulations'
    | 'privacy'
    | 'compliance'
    | 'fandubo'
    | 'notarized'
    | 'problem'
    | 'relevant'
    | 'fangchengmi'
    | 'contact';
  /** The article type that holds its text. */
  type: ArticleType;
  /** The module switch that shows it (SPEC section 6); pages without one always show. */
  module?: ModuleName;
}

/** The group's first page: its own path (/m/help, /p/me/help) goes here. */
const REGULATIONS: HelpPage = {
  path: 'regulations',
  type: 'Regulations',
  module: 'HelpRegulation',
};

/**
 * SPEC section 2's help group, in menu order, with the pages of section 6's other help switches
 * (HelpProblem, HelpRelevant, HelpFangChengMiNotice) before the contact page.
 */
const HELP_PAGES: HelpPage[] = [
  REGULATIONS,
  { path: 'privacy', type: 'Privacy', module: 'HelpPrivacy' },
  { path: 'compliance', type: 'Compliance', module: 'HelpCompliance' },
  { path: 'fandubo', type: 'FanDuBoNotice', module: 'HelpFanDuBoNotice' },
  { path: 'notarized', type: 'Notarized' },
  { path: 'problem', type: 'Problem', module: 'HelpProblem' },
  { path: 'relevant', type: 'Relevant', module: 'HelpRelevant' },
  { path: 'fangchengmi', type: 'FangChengMiNotice', module: 'HelpFangChengMiNotice' },
  { path: 'contact', type: 'Contact', module: 'HelpContact' },
];

/** The help pages of a layout: SPEC section 2 gives the mobile group a contact page, not desktop. */
export function helpPagesOf(layout: Layout): HelpPage[] {
  return HELP_PAGES.filter((page) => layout === 'm' || page.path !== 'contact');
}

/** The page of a layout an address segment names, or the first. */
export function helpPageOf(layout: Layout, segment: string | undefined): HelpPage {
  return helpPagesOf(layout).find((page) => page.path === segment) ?? REGULATIONS;
}
