import type { RouteHandle } from '../../layout/usePageChrome';
import type { AreaRoutes } from '../../routing/area';
import { ForgetPassword } from '../forget-password/ForgetPassword';
import { Register } from '../register/Register';
import { SignIn } from '../sign/SignIn';
import { accountRouteNames as names } from './routeNames';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

/** Sign-in, registration and the user centre. */
export const accountRoutes: AreaRoutes = {
  m: [
    { path: 'sign', handle: titled(names.login), element: <SignIn layout="m" /> },
    { path: 'register', handle: titled(names.register), element: <Register layout="m" /> },
    { path: 'forgetPW', handle: titled(names.forgetPW), element: <ForgetPassword layout="m" /> },
  ],
  p: [
    { path: 'sign', handle: titled(names.login), element: <SignIn layout="p" /> },
    { path: 'register', handle: titled(names.register), element: <Register layout="p" /> },
    { path: 'forgetPW', handle: titled(names.forgetPW), element: <ForgetPassword layout="p" /> },
  ],
  me: [],
};
