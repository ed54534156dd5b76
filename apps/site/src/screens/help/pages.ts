import type { ArticleType, ModuleName } from '@skinbox/api';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';

/** Each help page's name, for its tab and the page title, keyed by its route. */
const TITLES = defineMessages({
  regulations: { id: 'route.regulations', defaultMessage: '用户协议' },
  privacy: { id: 'route.privacy', defaultMessage: '隐私政策' },
  compliance: { id: 'route.compliance', defaultMessage: '合规声明' },
  fandubo: { id: 'route.fandubo', defaultMessage: '反赌博公告' },
  notarized: { id: 'route.notarized', defaultMessage: '公证声明' },
  problem: { id: 'route.problem', defaultMessage: '常见问题' },
  relevant: { id: 'route.relevant', defaultMessage: '相关说明' },
  fangchengmi: { id: 'route.fangchengmi', defaultMessage: '防沉迷提示' },
  contact: { id: 'route.contact', defaultMessage: '联系我们' },
});

export interface HelpPage {
  /** The route under /m/help or /p/me/help. */
  path: keyof typeof TITLES;
  title: MessageDescriptor;
  /** The article type that holds its text. */
  type: ArticleType;
  /** The module switch that shows it (SPEC section 6); pages without one always show. */
  module?: ModuleName;
}

const helpPage = (path: HelpPage['path'], type: ArticleType, module?: ModuleName): HelpPage => ({
  path,
  title: TITLES[path],
  type,
  module,
});

/** The group's first page: its own path (/m/help, /p/me/help) goes here. */
const REGULATIONS = helpPage('regulations', 'Regulations', 'HelpRegulation');

/**
 * SPEC section 2's help group, in menu order, with the pages of section 6's other help switches
 * (HelpProblem, HelpRelevant, HelpFangChengMiNotice) before the contact page.
 */
const HELP_PAGES: HelpPage[] = [
  REGULATIONS,
  helpPage('privacy', 'Privacy', 'HelpPrivacy'),
  helpPage('compliance', 'Compliance', 'HelpCompliance'),
  helpPage('fandubo', 'FanDuBoNotice', 'HelpFanDuBoNotice'),
  helpPage('notarized', 'Notarized'),
  helpPage('problem', 'Problem', 'HelpProblem'),
  helpPage('relevant', 'Relevant', 'HelpRelevant'),
  helpPage('fangchengmi', 'FangChengMiNotice', 'HelpFangChengMiNotice'),
  helpPage('contact', 'Contact', 'HelpContact'),
];

/** The help pages of a layout: SPEC section 2 gives the mobile group a contact page, not desktop. */
export function helpPagesOf(layout: Layout): HelpPage[] {
  return HELP_PAGES.filter((page) => layout === 'm' || page.path !== 'contact');
}

/** The page of a layout an address segment names, or the first. */
export function helpPageOf(layout: Layout, segment: string | undefined): HelpPage {
  return helpPagesOf(layout).find((page) => page.path === segment) ?? REGULATIONS;
}
