import type { RouteHandle } from '../../layout/usePageChrome';
import type { AreaRoutes } from '../../routing/area';
import { Download } from '../download/Download';
import { ForgetPassword } from '../forget-password/ForgetPassword';
import { Information } from '../information/Information';
import { InformationDetail } from '../information/InformationDetail';
import { Personal } from '../personal/Personal';
import { PersonalEdit } from '../personal-edit/PersonalEdit';
import { PersonalHead } from '../personal-head/PersonalHead';
import { PersonalInfo } from '../personal-info/PersonalInfo';
import { Register } from '../register/Register';
import { SignIn } from '../sign/SignIn';
import { Vip } from '../vip/Vip';
import { accountRouteNames as names } from './routeNames';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

/** Sign-in, registration and the user centre. */
export const accountRoutes: AreaRoutes = {
  m: [
    { path: 'sign', handle: titled(names.login), element: <SignIn layout="m" /> },
    { path: 'register', handle: titled(names.register), element: <Register layout="m" /> },
    { path: 'forgetPW', handle: titled(names.forgetPW), element: <ForgetPassword layout="m" /> },
    { path: 'personal', handle: titled(names.userCenter), element: <Personal layout="m" /> },
    { path: 'personalInfo', handle: titled(names.userInfo), element: <PersonalInfo /> },
    { path: 'personalEdit', handle: titled(names.personalEdit), element: <PersonalEdit /> },
    { path: 'personalHead', handle: titled(names.personalHead), element: <PersonalHead /> },
    { path: 'information', handle: titled(names.message), element: <Information layout="m" /> },
    {
      path: 'informationDetail',
      handle: titled(names.messageDetail),
      element: <InformationDetail layout="m" />,
    },
    { path: 'vip', handle: titled(names.vip), element: <Vip layout="m" /> },
    { path: 'download', handle: titled(names.download), element: <Download layout="m" /> },
  ],
  p: [
    { path: 'sign', handle: titled(names.login), element: <SignIn layout="p" /> },
    { path: 'register', handle: titled(names.register), element: <Register layout="p" /> },
    { path: 'forgetPW', handle: titled(names.forgetPW), element: <ForgetPassword layout="p" /> },
    { path: 'download', handle: titled(names.download), element: <Download layout="p" /> },
  ],
  me: [
    { path: 'personal', handle: titled(names.userCenter), element: <Personal layout="p" /> },
    { path: 'information', handle: titled(names.message), element: <Information layout="p" /> },
    {
      path: 'informationDetail',
      handle: titled(names.messageDetail),
      element: <InformationDetail layout="p" />,
    },
    { path: 'vip', handle: titled(names.vip), element: <Vip layout="p" /> },
  ],
};
