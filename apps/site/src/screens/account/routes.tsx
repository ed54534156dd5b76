import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteHandle } from '../../layout/usePageChrome';
import type { AreaRoutes } from '../../routing/area';
import { accountRouteNames as names } from './routeNames';

// Every account screen is its own chunk: the first screen (home) loads none of them, nor the form
// rules (the contract's zod schemas) they validate with.
const SignIn = lazy(() => import('../sign/SignIn').then((m) => ({ default: m.SignIn })));
const Register = lazy(() => import('../register/Register').then((m) => ({ default: m.Register })));
const ForgetPassword = lazy(() =>
  import('../forget-password/ForgetPassword').then((m) => ({ default: m.ForgetPassword })),
);
const Personal = lazy(() => import('../personal/Personal').then((m) => ({ default: m.Personal })));
const PersonalInfo = lazy(() =>
  import('../personal-info/PersonalInfo').then((m) => ({ default: m.PersonalInfo })),
);
const PersonalEdit = lazy(() =>
  import('../personal-edit/PersonalEdit').then((m) => ({ default: m.PersonalEdit })),
);
const PersonalHead = lazy(() =>
  import('../personal-head/PersonalHead').then((m) => ({ default: m.PersonalHead })),
);
const Information = lazy(() =>
  import('../information/Information').then((m) => ({ default: m.Information })),
);
const InformationDetail = lazy(() =>
  import('../information/InformationDetail').then((m) => ({ default: m.InformationDetail })),
);
const Vip = lazy(() => import('../vip/Vip').then((m) => ({ default: m.Vip })));
const Download = lazy(() => import('../download/Download').then((m) => ({ default: m.Download })));

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });
const later = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

/** Sign-in, registration and the user centre. */
export const accountRoutes: AreaRoutes = {
  m: [
    { path: 'sign', handle: titled(names.login), element: later(<SignIn layout="m" />) },
    { path: 'register', handle: titled(names.register), element: later(<Register layout="m" />) },
    {
      path: 'forgetPW',
      handle: titled(names.forgetPW),
      element: later(<ForgetPassword layout="m" />),
    },
    {
      path: 'personal',
      handle: titled(names.userCenter),
      element: later(<Personal layout="m" />),
    },
    { path: 'personalInfo', handle: titled(names.userInfo), element: later(<PersonalInfo />) },
    {
      path: 'personalEdit',
      handle: titled(names.personalEdit),
      element: later(<PersonalEdit />),
    },
    {
      path: 'personalHead',
      handle: titled(names.personalHead),
      element: later(<PersonalHead />),
    },
    {
      path: 'information',
      handle: titled(names.message),
      element: later(<Information layout="m" />),
    },
    {
      path: 'informationDetail',
      handle: titled(names.messageDetail),
      element: later(<InformationDetail layout="m" />),
    },
    { path: 'vip', handle: titled(names.vip), element: later(<Vip layout="m" />) },
    { path: 'download', handle: titled(names.download), element: later(<Download layout="m" />) },
  ],
  p: [
    { path: 'sign', handle: titled(names.login), element: later(<SignIn layout="p" />) },
    { path: 'register', handle: titled(names.register), element: later(<Register layout="p" />) },
    {
      path: 'forgetPW',
      handle: titled(names.forgetPW),
      element: later(<ForgetPassword layout="p" />),
    },
    { path: 'download', handle: titled(names.download), element: later(<Download layout="p" />) },
  ],
  me: [
    {
      path: 'personal',
      handle: titled(names.userCenter),
      element: later(<Personal layout="p" />),
    },
    {
      path: 'information',
      handle: titled(names.message),
      element: later(<Information layout="p" />),
    },
    {
      path: 'informationDetail',
      handle: titled(names.messageDetail),
      element: later(<InformationDetail layout="p" />),
    },
    { path: 'vip', handle: titled(names.vip), element: later(<Vip layout="p" />) },
  ],
};
