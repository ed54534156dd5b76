import type { Api, ApiResult, TaskKind } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type TaskListing = AnswerOf<Api['tasks']['list']>;

export interface TaskScreen {
  layout: Layout;
  signedIn: boolean;
  listing: CallState<TaskListing>;
  /** Where each kind of task is done. */
  goHref: Record<TaskKind, string>;
  /** The task whose reward is being claimed. */
  claiming: string | null;
  /** The reward just claimed, by task. */
  claimed: { taskId: string; reward: string } | null;
  claim(taskId: string): Promise<void>;
  signIn(): void;
}

/**
 * The task centre's state (GAMES.md section 6): the daily and weekly tasks with the player's
 * progress and their resets, and claiming a finished task's reward.
 */
export function useTaskScreen(): TaskScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const listing = useCall(() => root.api.tasks.list(), `tasks:${signedIn}`);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<TaskScreen['claimed']>(null);
  const goHref: Record<TaskKind, string> = {
    boxSpend: useHref('home'),
    battleSpend: useHref('battle'),
    recharge: useHref('recharge'),
    signin: useHref('signin'),
    invite: useHref('spreadUser'),
  };
  return {
    layout,
    signedIn,
    listing,
    goHref,
    claiming: action.busy ? claiming : null,
    claimed,
    async claim(taskId) {
      if (!signedIn) return askSignIn();
      setClaiming(taskId);
      const result = await action.call(() => root.api.tasks.claim({ taskId }), [listing.reload]);
      if (result.ok) setClaimed({ taskId, reward: result.data.reward });
    },
    signIn: () => askSignIn(),
  };
}
