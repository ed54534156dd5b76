// Guessing secrets at speed (issue 27): one client sends wrong guesses one after another at each
// secret-checking call of a real server (src/main.ts on a scratch PostgreSQL database) and prints
// how many were answered, at what rate, before the first 429; then 16 players guess a battle
// room's password in parallel while a 17th signs in, and the sign-in's median time is printed
// beside the same sign-in with nobody guessing (scrypt room passwords took it from 0.94 s to 6.4 s
// in the issue). Prints the load average before and after.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  loadServerCode,
  makePlayers,
  requireServer,
  scratchDatabase,
  serverDir,
  startServer,
} from './support/server.mjs';
import { percentile } from './support/stats.mjs';

const MAX_GUESSES = 500;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()}`);

const database = await scratchDatabase();
let server;
try {
  server = await startServer({ databaseUrl: database.url });
  const players = await makePlayers(database.url, 20, 1000n);
  await loadServerCode();
  const load_ = (path) => import(pathToFileURL(`${serverDir}src/${path}`).href);
  const [{ openPostgres }, { addPasswordPacket }, { createExchangeCode }, { issueCardCodes }] =
    await Promise.all([
      load_('db/database.ts'),
      load_('redpackets/setup.ts'),
      load_('coupons/setup.ts'),
      load_('recharge/cardCodes.ts'),
    ]);
  const db = openPostgres(database.url);
  await addPasswordPacket(db.db, {
    password: 'RIGHT2027',
    totalCents: 10_000n,
    count: 10,
    endsAt: new Date(Date.now() + 3_600_000),
  });
  await createExchangeCode(db.db, {
    code: 'RIGHT88',
    couponId: null,
    coinsCents: 88n,
    maxUses: null,
    endsAt: null,
  });
  const [card] = await issueCardCodes(db.db, 1, 500n, 'bench');
  const pg = requireServer('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query(
    'select id from boxes where type = 2 order by price_cents limit 1',
  );
  // A card is checked only for a player with a trade link (SPEC section 5).
  await client.query(
    "update users set steam_url = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=bench'",
  );
  await client.end();
  await db.close();

  const post = async (path, body, token, headers = {}) => {
    const response = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    return { status: response.status, ...json };
  };
  const [host, ...guessers] = players;
  const room = await post(
    '/api/battle/create',
    {
      boxes: [{ boxId: rows[0].id, count: 1 }],
      seats: 8,
      mode: 'classic',
      password: 'open-sesame',
    },
    host.token,
  );
  const battleId = room.data.battleId;

  /** Wrong guesses one after another until the first 429 (or MAX_GUESSES). */
  async function guessUntilRefused(name, guess) {
    const started = performance.now();
    let answered = 0;
    for (let i = 0; i < MAX_GUESSES; i++) {
      const answer = await guess(i);
      if (answer.status === 429) break;
      answered += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = (answered / seconds).toFixed(0);
    const end =
      answered === MAX_GUESSES ? `no 429 in ${MAX_GUESSES}` : `429 from guess ${answered + 1}`;
    console.log(`${name}: ${answered} wrong guesses answered (${rate}/s), ${end}`);
  }
  const player = (i) => guessers[i];
  await guessUntilRefused('red-packet password', (i) =>
    post('/api/redpacket/password', { password: `WRONG${i}` }, player(0).token),
  );
  await guessUntilRefused('exchange code', (i) =>
    post('/api/coupon/exchange', { code: `WRONG${i}` }, player(1).token),
  );
  await guessUntilRefused('battle-room password', (i) =>
    post('/api/battle/join', { battleId, seat: 2, password: `wrong-${i}` }, player(2).token),
  );
  await guessUntilRefused('card code (one card)', (i) =>
    post('/api/recharge/card', { cardNo: card.cardNo, cardPassword: `WRONG${i}` }, player(3).token),
  );
  await guessUntilRefused('sign-in over 10 addresses (one account)', (i) =>
    post(
      '/api/auth/login',
      { type: 'password', account: player(4).mobile, password: 'wrong-pass' },
      undefined,
      { 'x-forwarded-for': `198.51.100.${i % 10}` },
    ),
  );

  /** Median time of 8 password sign-ins of `who`, each from an address of its own. */
  let address = 0;
  async function signInMedian(who) {
    const times = [];
    for (let i = 0; i < 8; i++) {
      const started = performance.now();
      const answer = await post(
        '/api/auth/login',
        { type: 'password', account: who.mobile, password: 'secret123' },
        undefined,
        { 'x-forwarded-for': `203.0.113.${(address += 1)}` },
      );
      if (answer.code !== 0) throw new Error(`sign-in refused: ${answer.msg}`);
      times.push(performance.now() - started);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  }
  const signer = player(18);
  const quiet = await signInMedian(signer);
  let guessing = true;
  const wrongJoins = [];
  const workers = Array.from({ length: 16 }, async (_, w) => {
    const token = player(5 + (w % 12)).token;
    for (let i = 0; guessing; i++) {
      const started = performance.now();
      const answer = await post(
        '/api/battle/join',
        { battleId, seat: 3, password: `p${w}-${i}` },
        token,
      );
      if (answer.status === 409) wrongJoins.push(performance.now() - started);
    }
  });
  const busy = await signInMedian(signer);
  guessing = false;
  await Promise.all(workers);
  console.log(
    `sign-in median: ${quiet.toFixed(0)} ms quiet, ${busy.toFixed(0)} ms beside 16 room-password guessers ` +
      `(a checked wrong guess: median ${percentile(
        wrongJoins.sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms, ${wrongJoins.length} checked before the room's 429)`,
  );
} finally {
  await server?.stop();
  await database.drop();
  console.log(`load average after: ${load()}`);
}
