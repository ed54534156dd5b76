import {
  limits as contract,
  type ApiResult,
  type LimitKey,
  type LimitsState,
  type PauseKind,
  type PauseLength,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { runInAction } from 'mobx';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { reminderMinutes } from '../../shared/limits/reminderSetting';

const { LIMIT_KEYS, PAUSE_CHOICES, REMINDER_MINUTES } = contract;

export type LimitDraft = Record<LimitKey, string>;

export type LimitsOutcome =
  | { kind: 'saved'; pendingFrom: string | null }
  | { kind: 'paused'; until: string }
  | { kind: 'reminder' }
  | { kind: 'badAmount'; keys: LimitKey[] };

export interface LimitsScreen {
  layout: Layout;
  signedIn: boolean;
  state: CallState<LimitsState>;
  draft: LimitDraft;
  edit(key: LimitKey, value: string): void;
  save(): Promise<void>;
  pauseKind: PauseKind;
  choosePauseKind(kind: PauseKind): void;
  pauseLength: PauseLength;
  choosePauseLength(length: PauseLength): void;
  /** The lengths offered for the chosen kind of pause. */
  lengths: PauseLength[];
  pause(question: string): Promise<void>;
  setReminder(minutes: number): Promise<void>;
  reminders: readonly number[];
  busy: boolean;
  outcome: LimitsOutcome | null;
}

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** What the form shows for a state: the pending value where one waits, else the limit in force. */
export function draftOf(state: LimitsState): LimitDraft {
  const source = state.pending ?? state.limits;
  return Object.fromEntries(LIMIT_KEYS.map((key) => [key, source[key] ?? ''])) as LimitDraft;
}

/** The limits to send: empty for none, or the amount; the keys that are not amounts. */
export function limitsOf(draft: LimitDraft): {
  limits: Record<LimitKey, string | null>;
  bad: LimitKey[];
} {
  const bad = LIMIT_KEYS.filter((key) => {
    const value = draft[key].trim();
    return value !== '' && !MONEY.test(value);
  });
  const limits = Object.fromEntries(
    LIMIT_KEYS.map((key) => {
      const value = draft[key].trim();
      return [key, value === '' ? null : Number(value).toFixed(2)];
    }),
  ) as Record<LimitKey, string | null>;
  return { limits, bad };
}

/**
 * Responsible gaming (/api/limits): the deposit and loss limits with what each window used, a
 * cool-off or self-exclusion (lengthened only), and the session reminder.
 */
export function useLimitsScreen({
  confirm = confirmInDialog,
}: { confirm?: Confirm } = {}): LimitsScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api.limits;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const state = useCall(() => api.state(), 'limitsState', signedIn);
  const [draft, setDraft] = useState<LimitDraft | null>(null);
  const [kind, setKind] = useState<PauseKind>('coolOff');
  const [length, setLength] = useState<PauseLength>('day1');
  const [outcome, setOutcome] = useState<LimitsOutcome | null>(null);
  const [answer, setAnswer] = useState<LimitsState | null>(null);
  const shown = answer ?? state.data;

  const settle = (result: ApiResult<LimitsState>, done: (s: LimitsState) => LimitsOutcome) => {
    if (!result.ok) return;
    setAnswer(result.data);
    setDraft(draftOf(result.data));
    runInAction(() => reminderMinutes.set(result.data.reminderMinutes));
    setOutcome(done(result.data));
  };

  return {
    layout,
    signedIn,
    state: { ...state, data: shown },
    draft: draft ?? (shown ? draftOf(shown) : draftOf(EMPTY)),
    edit(key, value) {
      setDraft((current) => ({
        ...(current ?? (shown ? draftOf(shown) : draftOf(EMPTY))),
        [key]: value,
      }));
    },
    async save() {
      const current = draft ?? (shown ? draftOf(shown) : draftOf(EMPTY));
      const { limits, bad } = limitsOf(current);
      if (bad.length > 0) {
        setOutcome({ kind: 'badAmount', keys: bad });
        return;
      }
      settle(await action.call(() => api.setLimits({ limits })), (s) => ({
        kind: 'saved',
        pendingFrom: s.pending ? s.pendingFrom : null,
      }));
    },
    pauseKind: kind,
    choosePauseKind(next) {
      setKind(next);
      setLength(Object.keys(PAUSE_CHOICES[next])[0] as PauseLength);
    },
    pauseLength: length,
    choosePauseLength: setLength,
    lengths: Object.keys(PAUSE_CHOICES[kind]) as PauseLength[],
    async pause(question) {
      if (!(await confirm(question))) return;
      settle(await action.call(() => api.pause({ kind, length })), (s) => ({
        kind: 'paused',
        until: s.pausedUntil ?? '',
      }));
    },
    async setReminder(minutes) {
      settle(await action.call(() => api.reminder({ minutes })), () => ({ kind: 'reminder' }));
    },
    reminders: REMINDER_MINUTES,
    busy: action.busy,
    outcome,
  };
}

const NONE = Object.fromEntries(LIMIT_KEYS.map((key) => [key, null])) as Record<LimitKey, null>;
const EMPTY: LimitsState = {
  serverNow: '',
  limits: NONE,
  used: Object.fromEntries(LIMIT_KEYS.map((key) => [key, '0.00'])) as Record<LimitKey, string>,
  pending: null,
  pendingFrom: null,
  pausedUntil: null,
  pauseKind: null,
  reminderMinutes: 0,
};
