import { useStores } from '@skinbox/stores';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { checkBattle, type BattleCheck, type BattleVerification } from './verify';

export interface BattleVerifyScreen {
  layout: Layout;
  battleId: string;
  setBattleId(battleId: string): void;
  run(): void;
  running: boolean;
  verification: BattleVerification | null;
  check: BattleCheck | null;
}

/**
 * The battle verification's state (GAMES.md section 1): a finished battle's seeds and rounds from
 * the server, recomputed in the browser (verify.ts). The battle comes from `battleId`, or the
 * address's, and is verified at once; another can be typed in.
 */
export function useBattleVerifyScreen(battleId?: number): BattleVerifyScreen {
  const layout = useLayout();
  const { api } = useStores();
  const [params] = useSearchParams();
  const given = battleId ?? Number(params.get('battleId'));
  const [typed, setTyped] = useState(given > 0 ? String(given) : '');
  const [running, setRunning] = useState(false);
  const [verification, setVerification] = useState<BattleVerification | null>(null);
  const [check, setCheck] = useState<BattleCheck | null>(null);
  const latest = useRef(0);

  async function verify(id: number) {
    if (!(Number.isInteger(id) && id > 0)) return;
    const ticket = ++latest.current;
    setRunning(true);
    setCheck(null);
    const answer = await api.battle.verify({ battleId: id });
    const checked = answer.ok ? await checkBattle(answer.data) : null;
    if (ticket !== latest.current) return;
    setVerification(answer.ok ? answer.data : null);
    setCheck(checked);
    setRunning(false);
  }

  useEffect(() => {
    void verify(given);
    // Verified once for the battle the page opened with; others on request.
  }, [given]);

  return {
    layout,
    battleId: typed,
    setBattleId: setTyped,
    run: () => void verify(Number(typed)),
    running,
    verification,
    check,
  };
}
