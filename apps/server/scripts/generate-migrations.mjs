// Until the first release there is one baseline migration, regenerated from the whole schema, so
// parallel schema work never produces conflicting numbered migrations. After the first release,
// switch this to plain `drizzle-kit generate` (incremental migrations).
import { rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}drizzle`, { recursive: true, force: true });
execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--name', 'baseline'], {
  cwd: root,
  stdio: 'inherit',
});
