import type { ArticleType, ModuleName } from '@skinbox/api';
import { defineMessage, type MessageDescriptor } from 'react-intl';
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
  /** Its name, for its tab and the page title. */
  title: MessageDescriptor;
  /** The article type that holds its text. */
  type: ArticleType;
  /** The module switch that shows it (SPEC section 6); pages without one always show. */
  module?: ModuleName;
}

/** The group's first page: its own path (/m/help, /p/me/help) goes here. */
const REGULATIONS: HelpPage = {
  path: 'regulations',
  title: defineMessage({ id: 'route.regulations', defaultMessage: '用户协议' }),
  type: 'Regulations',
  module: 'HelpRegulation',
};

/**
 * SPEC section 2's help group, in menu order, with the pages of section 6's other help switches
 * (HelpProblem, HelpRelevant, HelpFangChengMiNotice) before the contact page.
 */
const HELP_PAGES: HelpPage[] = [
  REGULATIONS,
  {
    path: 'privacy',
    title: defineMessage({ id: 'route.privacy', defaultMessage: '隐私政策' }),
    type: 'Privacy',
    module: 'HelpPrivacy',
  },
  {
    path: 'compliance',
    title: defineMessage({ id: 'route.compliance', defaultMessage: '合规声明' }),
    type: 'Compliance',
    module: 'HelpCompliance',
  },
  {
    path: 'fandubo',
    title: defineMessage({ id: 'route.fandubo', defaultMessage: '反赌博公告' }),
    type: 'FanDuBoNotice',
    module: 'HelpFanDuBoNotice',
  },
  {
    path: 'notarized',
    title: defineMessage({ id: 'route.notarized', defaultMessage: '公证声明' }),
    type: 'Notarized',
  },
  {
    path: 'problem',
    title: defineMessage({ id: 'route.problem', defaultMessage: '常见问题' }),
    type: 'Problem',
    module: 'HelpProblem',
  },
  {
    path: 'relevant',
    title: defineMessage({ id: 'route.relevant', defaultMessage: '相关说明' }),
    type: 'Relevant',
    module: 'HelpRelevant',
  },
  {
    path: 'fangchengmi',
    title: defineMessage({ id: 'route.fangchengmi', defaultMessage: '防沉迷提示' }),
    type: 'FangChengMiNotice',
    module: 'HelpFangChengMiNotice',
  },
  {
    path: 'contact',
    title: defineMessage({ id: 'route.contact', defaultMessage: '联系我们' }),
    type: 'Contact',
    module: 'HelpContact',
  },
];

/** The help pages of a layout: SPEC section 2 gives the mobile group a contact page, not desktop. */
export function helpPagesOf(layout: Layout): HelpPage[] {
  return HELP_PAGES.filter((page) => layout === 'm' || page.path !== 'contact');
}

/** The page of a layout an address segment names, or the first. */
export function helpPageOf(layout: Layout, segment: string | undefined): HelpPage {
  return helpPagesOf(layout).find((page) => page.path === segment) ?? REGULATIONS;
}
