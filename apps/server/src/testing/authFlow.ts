import type { auth } from '@skinbox/api';
import { desc, eq, sql } from 'drizzle-orm';
import { smsOutbox, sliderChallenges } from '../db/schema';
import type { TracePoint } from '../captcha/rules/sliderTrace';
import { call } from './http';
import type { TestServer } from './testServer';

/**
 * A hand's drag of the piece to `x` over `durationMs`: sampled every 16 ms (a screen frame),
 * speeding up and slowing down (smoothstep), drifting a few px off the line.
 */
export function humanTrace(x: number, durationMs = 700): TracePoint[] {
  const samples = Math.round(durationMs / 16);
  return Array.from({ length: samples + 1 }, (_, i) => {
    const u = i / samples;
    return {
      t: Math.round(u * durationMs),
      x: Math.round(x * (3 * u ** 2 - 2 * u ** 3)),
      y: Math.round(2 * Math.sin(i / 4) + u * 3),
    };
  });
}

/**
 * Fetches a slider challenge and answers it correctly (the gap position is read from the
 * database). The challenge is dated a few seconds back, as if the player had looked at it first:
 * the server refuses a trace longer than the puzzle has existed.
 */
export async function solvedSlider(server: Pick<TestServer, 'url' | 'database'>) {
  const issued = await call<{ captchaId: string }>(server, '/api/auth/getGraphicCode');
  const captchaId = issued.body.data?.captchaId ?? '';
  const [challenge] = await server.database.db
    .update(sliderChallenges)
    .set({ issuedAt: sql`${sliderChallenges.issuedAt} - interval '3 seconds'` })
    .where(eq(sliderChallenges.id, captchaId))
    .returning();
  const sliderX = challenge?.targetX ?? 0;
  return { captchaId, sliderX, sliderTrace: humanTrace(sliderX) };
}

/** The last code the dev SMS provider wrote for `mobile`. */
export async function lastSmsCode(server: TestServer, mobile: string) {
  const [sent] = await server.database.db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return sent?.code;
}

/** Passes the slider, asks for a code and returns the code the "SMS" carried. */
export async function receiveCode(
  server: TestServer,
  mobile: string,
  purpose: auth.VerifyCodePurpose,
  token?: string,
) {
  const slider = await solvedSlider(server);
  const sent = await call(
    server,
    '/api/auth/getVerifyCode',
    { ...slider, mobile, purpose },
    { token },
  );
  if (sent.body.code !== 0) throw new Error(`getVerifyCode refused: ${sent.body.msg}`);
  return (await lastSmsCode(server, mobile)) ?? '';
}

let mobileCounter = 0;
/** A phone number no other test in this process used. */
export function freshMobile() {
  mobileCounter += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

/** Signs a new player up through the real calls and returns their session. */
export async function registerOverHttp(
  server: TestServer,
  overrides: Partial<auth.RegisterRequest> = {},
  headers: Record<string, string> = {},
) {
  const mobile = overrides.mobile ?? freshMobile();
  const code = await receiveCode(server, mobile, 'register');
  const response = await call<auth.Session>(
    server,
    '/api/auth/register',
    {
      mobile,
      code,
      password: 'secret123',
      confirmPassword: 'secret123',
      agreement: true,
      adult: true,
      ...overrides,
    },
    { headers },
  );
  if (!response.body.data) throw new Error(`register refused: ${response.body.msg}`);
  return { ...response.body.data, mobile };
}
