/**
 * SPEC section 2's lists as written, pages not built yet included: the guard and chrome tests
 * hold the site to them, and the manifest test checks each built screen's flags against them.
 */
export const SPEC_LOGIN_REQUIRED = [
  '/m/roll_detail',
  '/m/contract',
  '/m/createbattle',
  '/m/battleBoxDetails',
  '/m/battleHistory',
  '/m/battleDetail',
  '/m/recharge',
  '/m/personal',
  '/m/bag',
  '/m/record',
  '/m/spread',
  '/m/information',
  '/m/informationDetail',
  '/m/vip',
  '/p/createbattle',
];

/**
 * The pages SPEC section 2's route lists mark "(login)" beyond the guard's list: roll_detail and
 * replacement on both layouts, contract on desktop.
 */
export const SPEC_MARKED_LOGIN = [
  '/m/roll_detail',
  '/m/replacement',
  '/p/roll_detail',
  '/p/contract',
  '/p/replacement',
];

/**
 * The desktop user centre's pages, twins of SPEC's login-required mobile pages (issue 12: "SPEC
 * section 2, plus the /p/me pages"): a visitor gets the sign-in overlay instead of an empty page.
 */
export const USER_CENTRE_LOGIN_REQUIRED = [
  '/p/me/personal',
  '/p/me/bag',
  '/p/me/record',
  '/p/me/spreadUser',
  '/p/me/spreadUserDetail',
  '/p/me/information',
  '/p/me/informationDetail',
  '/p/me/vip',
  '/p/me/signin',
  '/p/me/stickers',
  '/p/me/limits',
];

export const SPEC_BATTLE = [
  '/m/battle',
  '/m/battle/list',
  '/m/createbattle',
  '/m/battleBoxDetails',
  '/m/battleHistory',
  '/m/rank',
  '/m/battleDetail',
];

/**
 * The desktop twins of SPEC's battle pages: issue 30 closes them as SPEC closes the mobile ones,
 * so switching layout is no way round the guard.
 */
export const DESKTOP_BATTLE = [
  '/p/battle',
  '/p/createbattle',
  '/p/battleBoxDetails',
  '/p/rank',
  '/p/battleDetail',
];

export const SPEC_CHROMELESS = ['/m/createbattle', '/m/activity', '/p/activity', '/m/reserve'];
