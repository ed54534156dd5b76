import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { clientPlatform } from './enumSchemas';
import {
  PASSWORDS_DIFFER,
  account,
  adultConfirmed,
  agreementTicked,
  inviteCode,
  mobile,
  nickName,
  password,
  passwordsMatch,
  verifyCode,
} from './fields';
import { noData, noPayload } from './page';

/** The calls under /api/auth (SPEC section 7). */

/**
 * The slider check (SPEC section 5, DESIGN section 4): getGraphicCode issues a server-rendered
 * puzzle (a background with a gap and the piece that fills it); the player drags the piece along
 * the x axis, and getVerifyCode sends where it was dropped and the trace of the drag. The server
 * judges position and trace before it sends an SMS code.
 */
export const sliderChallenge = z.object({
  /** Identifies the challenge; single use, expires after a few minutes. */
  captchaId: z.string().min(1),
  /** Data URI of the background picture with the gap cut out. */
  background: z.string(),
  /** Data URI of the piece. */
  piece: z.string(),
  /** Picture width and height in CSS px; the piece is square with side `pieceSize`. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pieceSize: z.number().int().positive(),
  /** Vertical position of the gap and the piece in px (the x position is the secret). */
  pieceY: z.number().int().nonnegative(),
});
export type SliderChallenge = z.infer<typeof sliderChallenge>;

export const getGraphicCode = defineEndpoint({
  path: '/api/auth/getGraphicCode',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: sliderChallenge,
});

/** What an SMS code is for; a code is valid only for the purpose it was sent for. */
export const VERIFY_CODE_PURPOSES = ['register', 'login', 'forgotPassword', 'bindMobile'] as const;
export type VerifyCodePurpose = (typeof VERIFY_CODE_PURPOSES)[number];

/** At most this many samples of a drag travel (the site thins longer traces evenly). */
export const SLIDER_TRACE_MAX_POINTS = 200;

/**
 * One sample of a drag: ms since it began, the piece's x and the pointer's vertical drift in px
 * (0 for a keyboard move).
 */
export const sliderTracePoint = z.object({
  t: z.number().int().min(0).max(600_000),
  x: z.number().int().min(0).max(10_000),
  y: z.number().int().min(-10_000).max(10_000),
});
export type SliderTracePoint = z.infer<typeof sliderTracePoint>;

/** The solved slider: without a captchaId the player has not passed the slider yet. */
export const sliderAnswer = z.object({
  captchaId: z.string('errors.sliderRequired').min(1, 'errors.sliderRequired').max(64),
  /** Where the piece was dropped, px from the left edge: the trace's last x. */
  sliderX: z.number('errors.sliderRequired').int().min(0, 'errors.sliderFailed'),
  /**
   * How the piece got there, first sample at t 0. The server judges it (speed, straightness,
   * rhythm, consistency with the drop and with the puzzle's age), not a duration the client states.
   */
  sliderTrace: z
    .array(sliderTracePoint, 'errors.sliderRequired')
    .min(2, 'errors.sliderFailed')
    .max(SLIDER_TRACE_MAX_POINTS, 'errors.sliderFailed'),
});

export const getVerifyCode = defineEndpoint({
  path: '/api/auth/getVerifyCode',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: sliderAnswer.extend({ mobile, purpose: z.enum(VERIFY_CODE_PURPOSES) }),
  response: z.object({
    /** Seconds until the code expires. */
    expiresIn: z.number().int().positive(),
    /** Seconds until another code may be requested for this number. */
    resendIn: z.number().int().nonnegative(),
  }),
});

/** Where the player came from; the site reads these from local storage (SPEC section 3). */
export const attribution = z.object({
  clientPlatform: clientPlatform.optional(),
  platformId: z.number().int().positive().optional(),
  /** device_uuid */
  deviceUuid: z.string().max(64).optional(),
  /** bd_vid: ad click id with its device suffix */
  bdVid: z.string().max(512).optional(),
  /** wx_vid: "AppID,OpenID" of the messaging-app browser */
  wxVid: z.string().max(256).optional(),
});

/** A new session: the bearer token for every later call. */
export const session = z.object({ token: z.string().min(1), userId: z.number().int().positive() });
export type Session = z.infer<typeof session>;

/** Sign in with account and password, or with mobile and SMS code. */
export const loginRequest = z.discriminatedUnion('type', [
  attribution.extend({ type: z.literal('password'), account, password }),
  attribution.extend({ type: z.literal('code'), mobile, code: verifyCode }),
]);
export type LoginRequest = z.input<typeof loginRequest>;

export const login = defineEndpoint({
  path: '/api/auth/login',
  method: 'POST',
  channel: true,
  auth: 'none',
  request: loginRequest,
  response: session,
});

export const logout = defineEndpoint({
  path: '/api/auth/logout',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: noData,
});

/**
 * Sign-up (SPEC section 5): phone and SMS code, two matching passwords, the agreement and privacy
 * policy ticked and 18+ confirmed; nickname and invite code are optional (the invite code is the
 * luck_fcode from local storage when the player arrived through a referral link).
 */
export const registerRequest = attribution
  .extend({
    mobile,
    code: verifyCode,
    password,
    confirmPassword: z.string(),
    nickName: nickName.optional(),
    invitationCode: inviteCode.optional(),
    agreement: agreementTicked,
    adult: adultConfirmed,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type RegisterRequest = z.input<typeof registerRequest>;

export const register = defineEndpoint({
  path: '/api/auth/register',
  method: 'POST',
  channel: true,
  auth: 'none',
  request: registerRequest,
  response: session,
});

export const forgotPasswordRequest = z
  .object({ mobile, code: verifyCode, password, confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_DIFFER);

export const forgotPassword = defineEndpoint({
  path: '/api/auth/forgotPassword',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: forgotPasswordRequest,
  response: noData,
});

/** Binds a phone number to an account that has none (SPEC section 4, the bind-phone view). */
export const bindMobile = defineEndpoint({
  path: '/api/auth/bindMobile',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ mobile, code: verifyCode }),
  response: noData,
});

/** Start-up check of the stored token: `isValid` false for a missing, expired or revoked token. */
export const verifyToken = defineEndpoint({
  path: '/api/auth/verifyToken',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({ isValid: z.boolean() }),
});
