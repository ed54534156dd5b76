import { join } from 'node:path';
import { auth } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { findUserByAccount, findUserByMobile } from './accounts';
import { bindMobile, registerPlayer, resetPassword } from './actions';
import { bearerToken } from './bearer';
import {
  CODE_CHECKS_PER_ADDRESS,
  CODE_CHECKS_PER_PHONE,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  REGISTER_PER_ADDRESS,
  SLIDER_CHALLENGES_PER_ADDRESS,
  SMS_REQUESTS_PER_ADDRESS,
} from './limits';
import { hashPassword, verifyPassword } from '../platform/password';
import { openSession, revokeSession } from './sessions';
import { platformOfRequest } from '../content/channels';
import { consumeVerifyCode, sendVerifyCode } from './verifyCodes';
import { sliderAnswerLog } from '../captcha/answerLog';
import { issueSliderChallenge, passSliderChallenge } from '../captcha/sliderChallenges';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { minutesLeft } from '../http/secretGuesses';
import { SMS_OUTBOX_FILE, createOutboxSmsProvider } from '../sms/provider';
import { refuseBannedSignIn } from './banSignIn';

/** The calls under /api/auth (SPEC section 7). */
export const registerAuthRoutes: RouteModule = ({ app, db, config, clock }) => {
  const sms = createOutboxSmsProvider(db, join(config.DATA_DIR, SMS_OUTBOX_FILE));
  const answerLog = config.SLIDER_ANSWER_FILE
    ? sliderAnswerLog(config.SLIDER_ANSWER_FILE)
    : undefined;
  const loginPerAccountAndAddress = app.limiter('login-account', LOGIN_PER_ACCOUNT_AND_ADDRESS);
  const loginPerAddress = app.limiter('login-address', LOGIN_PER_ADDRESS);
  const loginFailuresPerAccount = app.limiter('login-failures', LOGIN_FAILURES_PER_ACCOUNT);
  const registerPerAddress = app.limiter('register-address', REGISTER_PER_ADDRESS);
  const codeChecksPerPhone = app.limiter('code-phone', CODE_CHECKS_PER_PHONE);
  const codeChecksPerAddress = app.limiter('code-address', CODE_CHECKS_PER_ADDRESS);
  const smsRequestsPerAddress = app.limiter('sms-address', SMS_REQUESTS_PER_ADDRESS);
  const slidersPerAddress = app.limiter('slider-address', SLIDER_CHALLENGES_PER_ADDRESS);
  /** Refuses with 429 unless every counter still has room; each one counts the attempt. */
  async function withinLimits(...takes: Promise<boolean>[]) {
    const verdicts = await Promise.all(takes);
    if (verdicts.includes(false)) throw new AppError(429, 'errors.rateLimited');
  }
  /** A call that checks an SMS code sent to `mobile`. */
  const checkingCode = (mobile: string, ip: string) =>
    withinLimits(codeChecksPerPhone.take(mobile), codeChecksPerAddress.take(ip));
  // Hashing a throw-away password when the account does not exist keeps the answer time the
  // same, so timing does not reveal which accounts exist.
  const decoyHash = hashPassword('decoy-password');

  route(app, auth.getGraphicCode, async (_input, { request }) => {
    await withinLimits(slidersPerAddress.take(request.ip));
    return issueSliderChallenge(db, clock.now(), answerLog);
  });

  route(app, auth.getVerifyCode, async (input, { request, userId }) => {
    await withinLimits(smsRequestsPerAddress.take(request.ip));
    await passSliderChallenge(db, input, clock.now());
    if (input.purpose === 'bindMobile' && userId === null) {
      throw new AppError(401, 'errors.unauthorized');
    }
    // Answered alike whether the phone has an account (issue 27): a code the phone cannot use
    // (a sign-up or a binding of a registered phone, a sign-in or a reset of an unknown one) is
    // counted and stored like any other, so the limits and the resend wait read the same, but no
    // SMS goes out. The calls that check a code look at the phone only once the code is right.
    const registered = (await findUserByMobile(db, input.mobile)) !== null;
    const usable =
      input.purpose === 'register' || input.purpose === 'bindMobile' ? !registered : registered;
    return sendVerifyCode(
      db,
      usable ? sms : null,
      {
        mobile: input.mobile,
        purpose: input.purpose,
        ip: request.ip,
      },
      clock.now(),
    );
  });

  route(app, auth.register, async (input, { request }) => {
    await withinLimits(registerPerAddress.take(request.ip));
    await checkingCode(input.mobile, request.ip);
    return registerPlayer(db, input, await platformOfRequest(db, request), clock.now());
  });

  route(app, auth.login, async (input, { request }) => {
    const now = clock.now();
    await withinLimits(loginPerAddress.take(request.ip));
    if (input.type === 'code') {
      await checkingCode(input.mobile, request.ip);
      await consumeVerifyCode(
        db,
        { mobile: input.mobile, purpose: 'login', code: input.code },
        now,
      );
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw new AppError(404, 'errors.mobileNotRegistered');
      refuseBannedSignIn(user);
      return { token: await openSession(db, user.id, now), userId: user.id };
    }
    await withinLimits(loginPerAccountAndAddress.take(`${input.account}@${request.ip}`));
    const user = await findUserByAccount(db, input.account);
    // One count per account whichever name it is typed by (an unknown name counts as itself),
    // taken before the check so parallel guesses cannot overshoot; a right password is given back.
    const failureKey = user ? `user:${user.id}` : `name:${input.account}`;
    if (!(await loginFailuresPerAccount.take(failureKey))) {
      const left = await loginFailuresPerAccount.windowLeftMs(failureKey);
      throw new AppError(429, 'errors.loginLocked', { minutes: minutesLeft(left) });
    }
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
    if (!user || !matches) throw new AppError(400, 'errors.loginFailed');
    await loginFailuresPerAccount.giveBack(failureKey);
    refuseBannedSignIn(user);
    return { token: await openSession(db, user.id, now), userId: user.id };
  });

  route(app, auth.logout, async (_input, { request }) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      await revokeSession(db, token, clock.now());
      await app.sessions.forgetToken(token);
    }
    return null;
  });

  route(app, auth.forgotPassword, async (input, { request }) => {
    await checkingCode(input.mobile, request.ip);
    await app.sessions.forgetUser(await resetPassword(db, input, clock.now()));
    return null;
  });

  route(app, auth.bindMobile, async (input, { request, userId }) => {
    await checkingCode(input.mobile, request.ip);
    await bindMobile(db, userId, input, clock.now());
    return null;
  });

  route(app, auth.verifyToken, (_input, { userId }) => ({ isValid: userId !== null }));
};
